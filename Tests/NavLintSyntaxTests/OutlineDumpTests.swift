@testable import NavLintSyntax
import XCTest

/// `navlint debug outline` on hostile input: the dump must stay proportional to the file.
final class OutlineDumpTests: XCTestCase {
    /// Every call of `a.f(a).f(a)…` has the chain before it as its callee; rendered in full, the
    /// calls of 2,000 links made 12 million characters.
    func testLongCallChainsRenderInLinearSpace() {
        let links = 2_000
        let bytes = callChain(links: links)
        let dump = OutlineDump.render(OutlineParser.parse(bytes, tokens: Tokenizer.tokenize(bytes)))
        XCTAssertLessThan(dump.utf8.count, 200 * links)
        // A short callee is rendered whole, a long one by its last elements.
        XCTAssertTrue(dump.contains("call#0 a.f(chain(a))"), String(dump.prefix(300)))
        XCTAssertTrue(dump.contains("call#\(links - 1) …" + String(repeating: "().f", count: 8) + "(chain(a))"))
    }
}
