import NavLintSyntax
import XCTest

/// The platforms each stretch of a file is compiled for, read from its `#if` directives.
final class PlatformConditionsTests: XCTestCase {
    /// The platforms at the first occurrence of `marker` in `source`, by both parse paths (tokens
    /// handed in, and the workspace's one pass), which must agree.
    func platforms(at marker: String, in source: String) -> Platforms {
        let bytes = Array(source.utf8)
        let offset = UInt32(source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: marker)!.lowerBound))
        let handed = OutlineParser.parse(bytes).platforms(at: offset)
        let onePass = bytes.withUnsafeBufferPointer { ParseWorkspace().parse($0).outline.platforms(at: offset) }
        XCTAssertEqual(handed, onePass, marker)
        return onePass
    }

    func testBranchesOfAnOSCondition() {
        let source = """
            shared()
            #if os(iOS)
            phone()
            #elseif os(macOS) || os(OSX)
            mac()
            #else
            rest()
            #endif
            after()
            """
        XCTAssertEqual(platforms(at: "shared()", in: source), .all)
        XCTAssertEqual(platforms(at: "phone()", in: source), .iOS)
        XCTAssertEqual(platforms(at: "mac()", in: source), .macOS)
        XCTAssertEqual(platforms(at: "rest()", in: source), Platforms.all.subtracting([.iOS, .macOS]))
        XCTAssertEqual(platforms(at: "after()", in: source), .all)
    }

    func testNestedGroupsNarrowTheOuterBranch() {
        let source = """
            #if !os(macOS)
            notMac()
            #if os(iOS) || os(tvOS)
            screens()
            #else
            others()
            #endif
            back()
            #endif
            """
        XCTAssertEqual(platforms(at: "notMac()", in: source), Platforms.all.subtracting(.macOS))
        XCTAssertEqual(platforms(at: "screens()", in: source), [.iOS, .tvOS])
        XCTAssertEqual(platforms(at: "others()", in: source), Platforms.all.subtracting([.macOS, .iOS, .tvOS]))
        XCTAssertEqual(platforms(at: "back()", in: source), Platforms.all.subtracting(.macOS))
    }

    /// A condition the reader cannot decide (`DEBUG`) may hold anywhere: its `#else` is not narrowed
    /// by the platform it is joined with, while its own branch is.
    func testUnknownConditionsNarrowOnlyWhereCertain() {
        let source = """
            #if os(iOS) && DEBUG
            debugPhone()
            #else
            other()
            #endif
            #if DEBUG
            debug()
            #endif
            #if canImport(UIKit)
            uiKit()
            #elseif canImport(AppKit)
            appKit()
            #endif
            """
        XCTAssertEqual(platforms(at: "debugPhone()", in: source), .iOS)
        XCTAssertEqual(platforms(at: "other()", in: source), .all)
        XCTAssertEqual(platforms(at: "debug()", in: source), .all)
        XCTAssertEqual(platforms(at: "uiKit()", in: source), [.iOS, .tvOS, .watchOS, .visionOS])
        XCTAssertEqual(platforms(at: "appKit()", in: source), .macOS)
    }

    /// Stray or missing directives never trap: an `#endif` without its `#if` is ignored, and a `#if`
    /// left open runs to the end of the file.
    func testUnbalancedDirectives() {
        let source = """
            #endif
            first()
            #else
            #if os(watchOS)
            watch()
            """
        XCTAssertEqual(platforms(at: "first()", in: source), .all)
        XCTAssertEqual(platforms(at: "watch()", in: source), .watchOS)
    }

    /// Deeply nested parentheses are read only so deep: beyond, the condition counts as unknown.
    func testDeepConditionIsUnknown() {
        let depth = 200
        let source = "#if " + String(repeating: "(", count: depth) + "os(iOS)" + String(repeating: ")", count: depth)
            + "\nbody()\n#endif\n"
        XCTAssertEqual(platforms(at: "body()", in: source), .all)
    }
}
