import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import NavLintReporters
import XCTest

/// `--format checkstyle` and `--format junit`: well-formed XML, read back with a real parser, that
/// gives back every path and message (characters XML cannot carry replaced by U+FFFD).
final class XMLReporterTests: XCTestCase {
    /// What a message or path becomes in XML: characters XML 1.0 forbids are replaced.
    func xmlSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                ? "\u{FFFD}" : scalar
        }))
    }

    func testEscapingCoversMarkupAndForbiddenCharacters() {
        XCTAssertEqual("<a href=\"x\">Tom & 'Jerry'</a>".xmlEscaped, "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        XCTAssertEqual("a\u{0}b\u{8}c\u{B}d\u{1F}e\u{FFFF}".xmlEscaped, "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
        XCTAssertEqual("tab\tline\ncr\r".xmlEscaped, "tab&#9;line&#10;cr&#13;")
        XCTAssertEqual("Ünicode 🚀".xmlEscaped, "Ünicode 🚀")
    }

    func testCheckstyleGroupsFindingsByFileAndParsesBack() throws {
        var findings = ReporterFixtures.findings
        findings[0].message += " and a NUL \u{0}"
        let elements = try XMLElements.parse(CheckstyleReporter.report(findings, context: ReporterFixtures.context))
        XCTAssertEqual(elements.first?.name, "checkstyle")
        let files = elements.filter { $0.name == "file" }
        let paths = files.map { $0.attributes["name"] ?? "" }
        XCTAssertEqual(paths, Array(Set(ReporterFixtures.findings.map(\.path))).sorted(), "one <file> per path, in path order")
        let errors = elements.filter { $0.name == "error" }
        let expected = findings.sorted(by: Finding.sortOrder)
        XCTAssertEqual(errors.count, expected.count)
        for (error, finding) in zip(errors, expected) {
            XCTAssertEqual(error.attributes["line"], String(finding.line))
            XCTAssertEqual(error.attributes["column"], String(finding.column))
            XCTAssertEqual(error.attributes["severity"], finding.severity.rawValue)
            XCTAssertEqual(error.attributes["message"], xmlSafe(finding.message))
            XCTAssertEqual(error.attributes["source"], "navlint.\(finding.ruleID)")
            XCTAssertEqual(error.parent.flatMap { elements[$0].attributes["name"] }, xmlSafe(finding.path), "grouped under its file")
        }
    }

    func testJUnitHasASuitePerRuleAndAFailurePerFinding() throws {
        let elements = try XMLElements.parse(JUnitReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context))
        let root = try XCTUnwrap(elements.first)
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attributes["tests"], "6")
        XCTAssertEqual(root.attributes["failures"], "6")
        let suites = elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.map { $0.attributes["name"] }, ["navlint.interactive-pop-disabled", "navlint.legacy-rule", "navlint.unused-suppression"])
        XCTAssertEqual(suites.compactMap { $0.attributes["tests"].flatMap(Int.init) }.reduce(0, +), 6)
        let failures = elements.filter { $0.name == "failure" }
        let cases = elements.filter { $0.name == "testcase" }
        XCTAssertEqual(cases.count, 6)
        let expected = ReporterFixtures.sortedFindings.sorted { $0.ruleID < $1.ruleID }  // stable: report order within a rule
        for ((testCase, failure), finding) in zip(zip(cases, failures), expected) {
            XCTAssertEqual(testCase.attributes["file"], finding.path)
            XCTAssertEqual(testCase.attributes["line"], String(finding.line))
            XCTAssertEqual(testCase.attributes["classname"], "navlint.\(finding.ruleID)")
            XCTAssertEqual(failure.attributes["type"], finding.severity.rawValue)
            XCTAssertEqual(failure.attributes["message"], xmlSafe(finding.message))
            XCTAssertTrue(failure.text.hasPrefix("\(finding.path):\(finding.line):\(finding.column): "), failure.text)
        }
    }

    func testJUnitWithoutFindingsIsOnePassingCase() throws {
        let elements = try XMLElements.parse(JUnitReporter.report([], context: ReportContext(toolVersion: "1", filesAnalyzed: 3)))
        XCTAssertEqual(elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] }, ["3 files without findings"])
        XCTAssertTrue(elements.filter { $0.name == "failure" }.isEmpty)
    }

    func testCheckstyleWithoutFindingsIsAnEmptyRoot() throws {
        let elements = try XMLElements.parse(CheckstyleReporter.report([], context: ReporterFixtures.context))
        XCTAssertEqual(elements.map(\.name), ["checkstyle"])
    }
}

/// The elements of an XML document in document order, read with Foundation's XMLParser (libxml2
/// on Linux), which rejects anything that is not well-formed.
private final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Index of the enclosing element.
        var parent: Int?
    }

    private var elements: [Element] = []
    private var open: [Int] = []

    static func parse(_ text: String) throws -> [Element] {
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = XMLElements()
        parser.delegate = delegate
        guard parser.parse() else {
            throw NSError(domain: "XML", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "not well-formed at line \(parser.lineNumber): \(parser.parserError.map(String.init(describing:)) ?? "?")\n\(text)"])
        }
        return delegate.elements
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
