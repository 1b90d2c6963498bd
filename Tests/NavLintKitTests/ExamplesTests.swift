import Foundation
import NavLintKit
import NavLintReporters
import NavLintRules
import NavLintTestSupport
import XCTest

/// The bundled sample app: navlint must report exactly the lines marked `// LEAK(<rule-id>)`, and
/// its complete output must match the golden file (set NAVLINT_UPDATE_GOLDEN=1 to rewrite it).
final class ExamplesTests: XCTestCase {
    func lintExamples() -> LintOutcome {
        let current = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Repository.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(current) }
        return Linter(jobs: 2).lint(paths: ["Examples"])
    }

    /// `path:line rule-id` for every `// LEAK(rule-id)` marker of an implemented rule.
    func markedLeaks() throws -> Set<String> {
        let implemented = Set(RuleRegistry.all.map { $0.description.identifier })
        var result: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: Repository.examples.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: Repository.examples.appendingPathComponent(relative), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let start = line.range(of: "// LEAK("), let end = line[start.upperBound...].firstIndex(of: ")") else { continue }
                let rule = String(line[start.upperBound..<end])
                if implemented.contains(rule) { result.insert("Examples/\(relative):\(index + 1) \(rule)") }
            }
        }
        return result
    }

    func testReportsExactlyTheMarkedLeaks() throws {
        let outcome = lintExamples()
        XCTAssertEqual(outcome.problems, [])
        let reported = Set(outcome.findings.map { "\($0.path):\($0.line) \($0.ruleID)" })
        let expected = try markedLeaks()
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(expected.subtracting(reported).sorted(), [], "marked leaks navlint misses")
        XCTAssertEqual(reported.subtracting(expected).sorted(), [], "findings on lines not marked LEAK")
    }

    func testOutputMatchesTheGoldenFile() throws {
        let outcome = lintExamples()
        let output = XcodeReporter.report(outcome.findings, context: ReportContext(toolVersion: "test", filesAnalyzed: outcome.filesAnalyzed))
        let golden = Repository.root.appendingPathComponent("Tests/NavLintKitTests/Golden/examples.txt")
        try GoldenFile.rewriteIfUpdating(output, to: golden)
        XCTAssertEqual(output, try String(contentsOf: golden, encoding: .utf8))
    }
}
