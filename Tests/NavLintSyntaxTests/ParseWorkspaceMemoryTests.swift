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

    /// A huge chain is moved to the pool last elements first, the scratch stack handed back
    /// behind them: the two tables never both hold the whole chain (a 1 MB `f(a).f(a)…` held its
    /// elements twice, 6 of its 50 bytes of peak memory per input byte).
    func testMovingATailHandsTheSourceStorageBack() {
        let source = ScratchTable<Int32>(capacity: 16)
        let destination = ScratchTable<Int32>(capacity: 16)
        for value in 0..<10 { destination.append(Int32(-value)) }
        for value in 0..<300_000 { source.append(Int32(value)) }
        var capacities: [Int] = []
        source.moveTail(from: 5, to: destination, chunk: 50_000)
        capacities.append(source.capacity)
        XCTAssertEqual(source.toArray(), [0, 1, 2, 3, 4])
        XCTAssertLessThanOrEqual(source.capacity, 256)
        XCTAssertEqual(destination.count, 10 + 299_995)
        XCTAssertEqual(destination.capacity, destination.count, "reserved at its exact size")
        XCTAssertEqual(Array(destination.toArray()[8..<13]), [-8, -9, 5, 6, 7])
        XCTAssertEqual(destination[destination.count - 1], 299_999)
        // Nothing to move: both unchanged.
        source.moveTail(from: 5, to: destination, chunk: 50_000)
        XCTAssertEqual(source.count, 5)
        XCTAssertEqual(destination.count, 10 + 299_995)
    }

    /// The parser's path for a huge chain (`Parser.largeChainElements`) gives every call the same
    /// callee as the element-by-element path: the chain up to its own call element.
    func testAHugeChainsCallsKeepTheirCallees() {
        let links = Parser.largeChainElements / 2
        var text = Array("let x = g(b).h(c)\nfunc hostile() {\n    let x = ".utf8)
        for _ in 0..<links { text += Array("f(a).".utf8) }
        text += Array("end\n}\n".utf8)
        let workspace = ParseWorkspace()
        let outline = text.withUnsafeBufferPointer { workspace.parse($0) }.outline
        XCTAssertEqual(outline.calls.count, links + 2)
        for (index, call) in outline.calls.enumerated() {
            let element = outline.chainElements[Int(call.callee.end)]
            XCTAssertEqual(element.kind, .call)
            XCTAssertEqual(element.call, Int32(index))
            XCTAssertEqual(outline.chainElements[Int(call.callee.end) - 1].name, call.name)
            if index >= 2 { XCTAssertEqual(outline.name(outline.chainElements[Int(call.callee.start)].name), "f") }
            if index >= 2 { XCTAssertEqual(call.receiverCall, index == 2 ? -1 : Int32(index - 1)) }
        }
        XCTAssertEqual(outline.lastName(outline.calls[0].callee), "g")
        XCTAssertEqual(outline.names(outline.calls[1].callee), ["g", "h"])
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
