import Foundation
import NavLintReporters
import NavLintTestSupport
import XCTest

/// Every format's complete output for the fixture findings, and for no findings, against golden
/// files in `Golden/` (set NAVLINT_UPDATE_GOLDEN=1 to rewrite them, then review the diff).
final class ReporterGoldenTests: XCTestCase {
    static let goldenDirectory = Repository.root.appendingPathComponent("Tests/NavLintReportersTests/Golden")

    func testEveryFormatMatchesItsGoldenFile() throws {
        for reporter in ReporterRegistry.all {
            try assertGolden(reporter.report(ReporterFixtures.findings, context: ReporterFixtures.context),
                             name: "\(reporter.identifier).golden")
            try assertGolden(reporter.report([], context: ReportContext(toolVersion: "1.2.3-test", filesAnalyzed: 0)),
                             name: "\(reporter.identifier)-empty.golden")
        }
    }

    func testOutputDoesNotDependOnTheOrderOfTheFindings() {
        for reporter in ReporterRegistry.all {
            XCTAssertEqual(reporter.report(ReporterFixtures.findings.reversed(), context: ReporterFixtures.context),
                           reporter.report(ReporterFixtures.findings, context: ReporterFixtures.context), reporter.identifier)
        }
    }

    func testFormatIdentifiersAreUnique() {
        let identifiers = ReporterRegistry.all.map { $0.identifier }
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
        XCTAssertEqual(identifiers, ["xcode", "json", "sarif", "github", "gitlab", "checkstyle", "junit"])
        for identifier in identifiers { XCTAssertEqual(ReporterRegistry.reporter(identifier)?.identifier, identifier) }
        XCTAssertNil(ReporterRegistry.reporter("XML"))
    }

    func assertGolden(_ output: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        try GoldenFile.rewriteIfUpdating(output, to: url)
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("no golden file \(name); run with NAVLINT_UPDATE_GOLDEN=1 and review it", file: file, line: line)
        }
        XCTAssertTrue(output == golden, "\(name) differs from the output:\n\(output)", file: file, line: line)
    }
}
