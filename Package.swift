// swift-tools-version:6.0
import PackageDescription

/// navlint: a static analyzer for navigation memory leaks in RIBs and coordinator iOS apps.
///
/// The layers depend downwards only: Syntax <- Index <- Rules, Syntax <- Reporters, and Kit ties them
/// together for the executable, the plugins and the tests. No package dependencies. The plugins run
/// the navlint executable: `swift package navlint`, and on every build of a target that uses the
/// build tool plugin.
let package = Package(
    name: "navlint",
    products: [
        .library(name: "NavLintKit", targets: ["NavLintKit", "NavLintSyntax"]),
        .executable(name: "navlint", targets: ["navlint"]),
        .plugin(name: "NavLintCommandPlugin", targets: ["NavLintCommandPlugin"]),
        .plugin(name: "NavLintBuildToolPlugin", targets: ["NavLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "NavLintSyntax"),
        .target(name: "NavLintIndex", dependencies: ["NavLintSyntax"]),
        .target(name: "NavLintRules", dependencies: ["NavLintSyntax", "NavLintIndex"]),
        .target(name: "NavLintReporters", dependencies: ["NavLintSyntax"]),
        .target(
            name: "NavLintKit",
            dependencies: ["NavLintSyntax", "NavLintIndex", "NavLintRules", "NavLintReporters"]
        ),
        .executableTarget(name: "navlint", dependencies: ["NavLintKit"]),
        .plugin(
            name: "NavLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "navlint", description: "Find navigation memory leaks in the package's Swift sources")
            ),
            dependencies: ["navlint"]
        ),
        .plugin(name: "NavLintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
        .target(name: "NavLintTestSupport", dependencies: ["NavLintKit"], path: "Tests/NavLintTestSupport"),
        .testTarget(name: "NavLintSyntaxTests", dependencies: ["NavLintSyntax", "NavLintTestSupport"]),
        .testTarget(name: "NavLintIndexTests", dependencies: ["NavLintIndex", "NavLintTestSupport"]),
        .testTarget(name: "NavLintRulesTests", dependencies: ["NavLintRules", "NavLintTestSupport"]),
        .testTarget(name: "NavLintReportersTests", dependencies: ["NavLintReporters", "NavLintTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "NavLintKitTests", dependencies: ["NavLintKit", "NavLintTestSupport"], exclude: ["Golden"]),
    ]
)
