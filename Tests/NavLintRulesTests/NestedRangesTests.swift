import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The per-file tables that replaced scans of every member, closure or call for each use of a name
/// (issue 19), and the index's name tables (issue 16's speed): each gives the answer the scan gave.
final class NestedRangesTests: XCTestCase {
    private let source = """
    final class Flow {
        var onDone: (() -> Void)?
        func start() {
            run(onDone)
            items.forEach { item in
                run(onDone)
                queue.async { run(onDone) }
            }
            struct Local {
                func inner() { run(onDone) }
            }
            run(onDone)
        }
        var computed: Int { run(onDone); return 1 }
        func stop() { run(onDone) }
    }
    func topLevel() { run(onDone) }
    """

    private func outline() -> Outline {
        ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))]).files[0].outline
    }

    func testTheTableFindsTheMemberAndClosureTheScanFinds() {
        let outline = outline()
        let uses = outline.chainElements.filter { $0.kind == .name && outline.name($0.name) == "onDone" }
        XCTAssertGreaterThanOrEqual(uses.count, 7)
        var scanned = EnclosingBodies()
        var tabled = EnclosingBodies()
        // Past the threshold, every answer comes from the table.
        for _ in 0..<EnclosingBodies.tableThreshold { _ = tabled.around(uses[0].range, in: outline) }
        for use in uses {
            let expected = scanned.around(use.range, in: outline)
            let found = tabled.around(use.range, in: outline)
            XCTAssertEqual(found?.member, expected?.member)
            XCTAssertEqual(found?.closure, expected?.closure)
            scanned = EnclosingBodies()
        }
        // The use in `inner()` is in the local struct's method, not in `start()`.
        let inner = outline.members.firstIndex { $0.name == "inner" }
        XCTAssertTrue(uses.contains { tabled.around($0.range, in: outline)?.member == inner })
    }

    func testRangesThatOverlapWithoutNestingAreNotATable() {
        let nested = NestedRanges([(range: ByteRange(0, 10), element: 0), (range: ByteRange(2, 5), element: 1),
                                   (range: ByteRange(5, 9), element: 2)])
        XCTAssertTrue(nested.isNested)
        XCTAssertEqual(nested.elements(containing: ByteRange(3, 4)), [1, 0])
        XCTAssertEqual(nested.elements(containing: ByteRange(6, 7)), [2, 0])
        XCTAssertEqual(nested.elements(containing: ByteRange(11, 12)), [])
        let crossing = NestedRanges([(range: ByteRange(0, 10), element: 0), (range: ByteRange(5, 15), element: 1)])
        XCTAssertFalse(crossing.isNested)
    }

    func testNamedMembersAndCalledNamesGiveTheScansAnswers() {
        let files = (0..<3).map { file in
            FileSummary(path: "F\(file).swift", bytes: Array("""
            final class A\(file) {
                func start() { stop(); run(); A\(file)() }
                func stop() { start() }
                var run: () -> Void = {}
            }
            """.utf8))
        }
        let index = ProjectIndex(files: files)
        var expectedMembers: [String: [ElementRef]] = [:]
        var expectedCalls: [String: [ElementRef]] = [:]
        for file in index.files.indices {
            for (position, member) in index.files[file].outline.members.enumerated() {
                expectedMembers[member.name, default: []].append(ElementRef(file: file, index: position))
            }
            let outline = index.files[file].outline
            for (position, call) in outline.calls.enumerated() {
                expectedCalls[outline.name(of: call), default: []].append(ElementRef(file: file, index: position))
            }
        }
        for (name, refs) in expectedMembers { XCTAssertEqual(index.members(named: name), refs, name) }
        XCTAssertEqual(index.members(named: "missing"), [])
        // More names than `ProjectIndex.methodNameScanLimit` (24), so that the later ones are answered
        // from the table of called names.
        let names = (0..<40).map { "unused\($0)" } + Array(expectedCalls.keys)
        for name in names { XCTAssertEqual(index.calls(named: name), expectedCalls[name] ?? [], name) }
    }
}
