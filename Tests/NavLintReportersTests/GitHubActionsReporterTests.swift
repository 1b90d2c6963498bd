@testable import NavLintReporters
import XCTest

/// `--format github`: workflow commands whose escaping GitHub undoes exactly, with UTF-16 columns.
final class GitHubActionsReporterTests: XCTestCase {
    func testEscapesAsGitHubSpecifies() {
        XCTAssertEqual(GitHubActionsReporter.escapedMessage("100% done:\r\nnext, then"), "100%25 done:%0D%0Anext, then")
        XCTAssertEqual(GitHubActionsReporter.escapedProperty("a:b,c%d\ne\rf"), "a%3Ab%2Cc%25d%0Ae%0Df")
        // A comma followed by a combining mark is one Character but still a comma to GitHub.
        XCTAssertEqual(GitHubActionsReporter.escapedProperty(",\u{301}é🚀"), "%2C\u{301}é🚀")
        XCTAssertEqual(GitHubActionsReporter.escapedMessage("%0A is not a line break"), "%250A is not a line break")
    }

    func testEveryFindingIsOneCommandThatUnescapesToTheFinding() throws {
        let output = GitHubActionsReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(output.last, "\n")
        XCTAssertEqual(lines.count, ReporterFixtures.findings.count)
        for (line, finding) in zip(lines, ReporterFixtures.sortedFindings) {
            let command = try XCTUnwrap(WorkflowCommand(String(line)), String(line))
            XCTAssertEqual(command.name, finding.severity.rawValue)
            let sites = finding.related.map { "\n\($0.path):\($0.line):\($0.column): \($0.message)" }.joined()
            XCTAssertEqual(command.message, finding.message + sites)
            XCTAssertEqual(command.properties, [
                "file": finding.path, "line": String(finding.line), "col": String(finding.utf16Column),
                "endLine": String(finding.endLine), "endColumn": String(finding.utf16EndColumn),
                "title": "navlint: \(finding.ruleID)",
            ])
        }
    }

    func testHostileTextRoundTrips() throws {
        let hostile = ["a,b:c", "100%", "%25 already escaped", "line\nbreak\r\nand CR\r", "::error file=x::y", "Ünicode 🚀 ,\u{301}", ""]
        for text in hostile {
            var finding = ReporterFixtures.findings[0]
            finding.path = text
            finding.message = text
            let command = try XCTUnwrap(WorkflowCommand(String(GitHubActionsReporter.report([finding], context: ReporterFixtures.context).dropLast())))
            XCTAssertEqual(command.properties["file"], text)
            XCTAssertEqual(command.message, text)
        }
    }

    func testNoFindingsPrintNothing() {
        XCTAssertEqual(GitHubActionsReporter.report([], context: ReporterFixtures.context), "")
    }
}

/// A workflow command parsed the way the Actions runner reads one: `::name k=v,k=v::message`.
private struct WorkflowCommand {
    var name: String
    var properties: [String: String] = [:]
    var message: String

    init?(_ line: String) {
        guard line.hasPrefix("::"), !line.contains("\n") else { return nil }
        let rest = line.dropFirst(2)
        guard let end = rest.range(of: "::") else { return nil }
        let head = rest[..<end.lowerBound]
        message = Self.unescape(String(rest[end.upperBound...]))
        let nameEnd = head.firstIndex(of: " ") ?? head.endIndex
        name = String(head[..<nameEnd])
        for pair in head[nameEnd...].dropFirst().split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            properties[String(pair[..<equals])] = Self.unescape(String(pair[pair.index(after: equals)...]))
        }
    }

    /// Reverses the escaping, scalar by scalar: `%` and two hex digits stand for one character.
    static func unescape(_ text: String) -> String {
        let codes: [String: Unicode.Scalar] = ["25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","]
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 2 < scalars.count,
               let decoded = codes[String(String.UnicodeScalarView(scalars[index + 1...index + 2]))] {
                output.append(decoded)
                index += 3
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }
}
