@testable import NavLintSyntax

/// The `tokenizer` target: the tokenizer alone, in both of its modes. Tokens must tile the input;
/// the analysis' mode (significant tokens, comments aside) must agree with the full one; and the
/// look-ahead scans must examine at most a few times the input (`Tokenizer.lookaheadBytes`), so a
/// rescanning loop is caught by its work, at any input size, before it is slow.
func fuzzTokenizer(_ bytes: [UInt8]) {
    checkTiling(bytes)
    let all = Tokenizer.tokenize(bytes)
    let table = ScratchTable<Token>(capacity: 1)
    let (comments, _) = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: table, keepingTrivia: false) }
    precondition(table.toArray() == all.filter { !$0.kind.isTrivia }, "the significant tokens differ between the two modes")
    precondition(comments == all.filter(\.kind.isComment), "the comments differ between the two modes")
    let work = Tokenizer.lookaheadBytes(bytes)
    precondition(work <= 4 * bytes.count + 64, "look-ahead scans examined \(work) bytes of \(bytes.count): rescanning")
}
