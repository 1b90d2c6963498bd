import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// Replays every input the fuzzer found crashing, hanging or blowing up navlint
/// (`Tests/Fuzz/Regressions`, minimized) through the whole analysis, as the fuzz target does: as one
/// file, and cut in two files of one project. Each also has a test written by hand next to the
/// code it broke (FuzzFindingsTests).
final class FuzzRegressionTests: XCTestCase {
    func testEveryRegressionInputIsAnalysed() throws {
        let folder = Repository.root.appendingPathComponent("Tests/Fuzz/Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let tokens = Tokenizer.tokenize(bytes)
            XCTAssertEqual(tokens.first?.start ?? 0, 0, name)
            XCTAssertEqual(Int(tokens.last?.end ?? 0), bytes.count, name)
            XCTAssertTrue(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end == $1.start && $0.start < $0.end }, name)

            let whole = Linter(jobs: 1).lint([SourceInput(path: "A.swift", bytes: bytes)])
            XCTAssertEqual(whole.filesAnalyzed, 1, name)
            XCTAssertEqual(whole.problems, [], name)
            let middle = bytes.count / 2
            let halves = Linter(jobs: 2).lint([SourceInput(path: "A.swift", bytes: Array(bytes[..<middle])),
                                                SourceInput(path: "B.swift", bytes: Array(bytes[middle...]))])
            XCTAssertEqual(halves.filesAnalyzed, 2, name)
            // Every format renders the findings; the JSON ones parse back.
            let context = ReportContext(toolVersion: "test", filesAnalyzed: 3, rules: RuleMetadata.catalog)
            for reporter in ReporterRegistry.all {
                let report = reporter.report(whole.findings + halves.findings, context: context)
                if ["json", "sarif", "gitlab"].contains(reporter.identifier) {
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(report.utf8)), "\(name) \(reporter.identifier)")
                }
            }
        }
    }
}
