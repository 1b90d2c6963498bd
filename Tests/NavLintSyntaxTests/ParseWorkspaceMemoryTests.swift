@testable import NavLintSyntax
import XCTest

/// A huge file must not leave a workspace holding its peak: the tables that outgrew
/// `ScratchTable.largeStorageBytes` hand their storage back once the outline is copied out, so a
/// long call chain (`f(a).f(a)…`, which peaked at 80 times its size) holds one copy of its outline,
/// not two. Benchmarks/stress.sh measures the peak itself at 1x, 4x and 16x.
final class ParseWorkspaceMemoryTests: XCTestCase {
    func testTablesOfAHugeFileAreHandedBackAfterItsOutlineIsCopied() {
        // 200,000 calls: more than 8 MB of calls, of arguments, of chain elements and of tokens.
        let links = 200_000
        let bytes = callChain(links: links)
        let workspace = ParseWorkspace()
        let parsed = bytes.withUnsafeBufferPointer { workspace.parse($0) }
        XCTAssertEqual(parsed.outline.calls.count, links)
        XCTAssertEqual(parsed.outline.arguments.count, links)
        XCTAssertEqual(parsed.outline.calls.last?.receiverCall, Int32(links - 2))

        func storageBytes<Element>(_ table: ScratchTable<Element>) -> Int { table.capacity * MemoryLayout<Element>.stride }
        let limit = ScratchTable<Token>.largeStorageBytes
        XCTAssertLessThanOrEqual(storageBytes(workspace.significant), limit)
        XCTAssertLessThanOrEqual(storageBytes(workspace.calls), limit)
        XCTAssertLessThanOrEqual(storageBytes(workspace.arguments), limit)
        XCTAssertLessThanOrEqual(storageBytes(workspace.chainElements), limit)
        XCTAssertLessThanOrEqual(storageBytes(workspace.chainScratch), limit)

        // The interning slots follow the distinct names (three here), not the million tokens: they
        // were sized by the token count, 4 MB of empty slots for this chain, kept for every later file.
        XCTAssertLessThanOrEqual(workspace.symbolSlots.capacity, Parser.initialSymbolSlotLimit)

        // The workspace still parses the next file, and the same file the same way.
        let again = bytes.withUnsafeBufferPointer { workspace.parse($0) }
        XCTAssertEqual(again.outline.calls, parsed.outline.calls)
        XCTAssertEqual(again.outline.chainElements, parsed.outline.chainElements)
    }
}

/// The workspace's tables grow in place (`ScratchStorage`): contents survive every growth, plain
/// values and references alike, and a large table grows by a quarter rather than doubling.
final class ScratchStorageTests: XCTestCase {
    func testGrowingKeepsEveryElement() {
        let numbers = ScratchTable<Int32>(capacity: 1)
        let names = ScratchTable<String>(capacity: 1)
        for value in 0..<100_000 {
            numbers.append(Int32(value))
            names.append("name \(value)")
        }
        XCTAssertEqual(numbers.toArray(), (0..<100_000).map(Int32.init))
        XCTAssertEqual(names.toArray().last, "name 99999")
        XCTAssertEqual(names[12_345], "name 12345")
        names.releaseIfLarge()
        XCTAssertEqual(names.count, 0)
    }

    /// A run of one punctuation character is a token a byte: its token buffer grew by doubling to
    /// up to twice its tokens (7 MB of slack for 1 MB of `(`), held while the parser's tables grew.
    func testAHugeFilesTokenSlackIsHandedBack() {
        let bytes = [UInt8](repeating: UInt8(ascii: "("), count: 1 << 20)
        let table = ScratchTable<Token>()
        bytes.withUnsafeBufferPointer { buffer in _ = Tokenizer.tokenize(buffer, into: table, keepingTrivia: false) }
        XCTAssertEqual(table.count, 1 << 20)
        XCTAssertLessThanOrEqual((table.capacity - table.count) * MemoryLayout<Token>.stride, ScratchStorage.slowGrowthBytes)
    }

    func testLargeTablesGrowByAQuarter() {
        let stride = MemoryLayout<Int64>.stride
        let small = ScratchStorage.slowGrowthBytes / stride / 4
        XCTAssertEqual(ScratchStorage.grownCapacity(small, stride: stride, minimum: small + 1), 2 * small)
        let large = ScratchStorage.slowGrowthBytes / stride
        XCTAssertEqual(ScratchStorage.grownCapacity(large, stride: stride, minimum: large + 1), large + large / 4)
        XCTAssertEqual(ScratchStorage.grownCapacity(large, stride: stride, minimum: 3 * large), 3 * large)
    }
}
