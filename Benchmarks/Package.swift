// swift-tools-version:6.0
import PackageDescription

/// Side-by-side throughput of navlint and swift-syntax's SwiftParser over the same files, in one
/// process. A separate package so that navlint itself keeps zero dependencies.
let package = Package(
    name: "NavLintBenchmarks",
    dependencies: [
        .package(name: "navlint", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "navlint-benchmark",
            dependencies: [
                .product(name: "NavLintKit", package: "navlint"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
