import Foundation
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// Real inputs broken the way an editor breaks them: every Swift block of the rule documents and
/// every file of Examples/, with random tokens deleted or duplicated (seeded). Each mutant must
/// still tile exactly, and the outline parser must finish on it.
final class TokenizerMutationTests: XCTestCase {
    static let mutantsPerInput = 40

    func testMutatedRuleExamplesAndExampleAppsStayLosslessAndParse() throws {
        let inputs = try ruleBlocks() + exampleFiles()
        XCTAssertGreaterThan(inputs.count, 20, "the rule documents and Examples/ should give many inputs")
        var random = SplitMix64(seed: 0x3A7A_710E)
        for (name, original) in inputs {
            let originalTokens = assertTiles(original, name)
            guard !originalTokens.isEmpty else { continue }
            _ = OutlineParser.parse(original, tokens: originalTokens)
            for mutantIndex in 0..<Self.mutantsPerInput {
                let mutant = mutate(original, tokens: originalTokens, edits: 1 + Int(random.next(below: 4)), random: &random)
                let tokens = Tokenizer.tokenize(mutant)
                if let problem = tilingProblem(tokens, count: mutant.count) ?? significantTokensProblem(mutant) {
                    XCTFail("\(name), mutant \(mutantIndex): \(problem)\n\(String(decoding: mutant, as: UTF8.self))")
                    continue
                }
                _ = OutlineParser.parse(mutant, tokens: tokens)
            }
        }
    }

    /// Deletes or duplicates `edits` random tokens of `bytes`.
    private func mutate(_ bytes: [UInt8], tokens: [Token], edits: Int, random: inout SplitMix64) -> [UInt8] {
        // Edits go from the end backwards, so the ranges of the tokens before an edit stay valid.
        let picks = (0..<edits).map { _ in Int(random.next(below: UInt64(tokens.count))) }.sorted(by: >)
        var result = bytes
        var lastPick = Int.max
        for pick in picks where pick != lastPick {
            lastPick = pick
            let range = Int(tokens[pick].start)..<Int(tokens[pick].end)
            if random.next(below: 2) == 0 {
                result.removeSubrange(range)
            } else {
                result.insert(contentsOf: bytes[range], at: range.upperBound)
            }
        }
        return result
    }

    /// Every ```swift block of every Rules/*.md document, whatever section it is in.
    private func ruleBlocks() throws -> [(String, [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.rules.path).filter { $0.hasSuffix(".md") }.sorted()
        var blocks: [(String, [UInt8])] = []
        for name in names {
            let text = try String(contentsOf: Repository.rules.appendingPathComponent(name), encoding: .utf8)
            var block: [String]? = nil
            for line in text.components(separatedBy: "\n") {
                if block == nil {
                    if line.trimmingCharacters(in: .whitespaces) == "```swift" { block = [] }
                } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(("\(name) block \(blocks.count + 1)", Array((block!.joined(separator: "\n") + "\n").utf8)))
                    block = nil
                } else {
                    block!.append(line)
                }
            }
        }
        XCTAssertFalse(blocks.isEmpty, "no swift blocks found in \(Repository.rules.path)")
        return blocks
    }

    private func exampleFiles() throws -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: Repository.examples.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let data = try Data(contentsOf: Repository.examples.appendingPathComponent(relative))
            files.append(("Examples/\(relative)", Array(data)))
        }
        XCTAssertFalse(files.isEmpty, "no Swift files found in \(Repository.examples.path)")
        return files.sorted { $0.0 < $1.0 }
    }
}
