import Foundation

/// A `Rules/<id>.md` document read as executable examples.
///
/// Each `###` heading under `## Triggering` or `## Non-triggering` is one case; its ```swift
/// blocks form one small project. A line `` `Name.swift`: `` before a block names that file. `↓`
/// marks where a diagnostic must start; markers are removed from the source.
public struct RuleDocument {
    public struct ExampleFile: Equatable {
        public var name: String
        /// The source without markers.
        public var source: String
        /// Byte offsets of the `↓` markers in `source`.
        public var markers: [Int]

        public init(name: String, source: String, markers: [Int]) {
            self.name = name
            self.source = source
            self.markers = markers
        }
    }

    public struct Example {
        public var title: String
        public var isTriggering: Bool
        public var files: [ExampleFile]
        /// 1-based line of the `###` heading in the document, for failure messages.
        public var line: Int
    }

    public var identifier: String
    /// `## Section` titles in order.
    public var sections: [String]
    /// The value of the `**Default severity:**` line.
    public var defaultSeverity: String?
    public var examples: [Example]
    /// Swift blocks under `## How to fix`, which must not trigger the rule.
    public var fixExamples: [Example]
    /// Malformed markdown that would silently merge or drop examples (an unclosed code fence swallows
    /// the examples after it), one message per place, with its 1-based line.
    public var problems: [String]

    public static let marker = "↓"

    public init(identifier: String, markdown: String) {
        self.identifier = identifier
        sections = []
        defaultSeverity = nil
        examples = []
        fixExamples = []
        problems = []

        var section = ""
        var current: Example? = nil
        var pendingName: String? = nil
        var inBlock = false
        var blockIsSwift = false
        var blockLines: [String] = []
        var blockCount = 0
        var blockStart = 0

        func finishExample(_ example: inout Example?, into document: inout RuleDocument) {
            guard let finished = example else { return }
            if section == "How to fix" {
                document.fixExamples.append(finished)
            } else if !finished.files.isEmpty {
                document.examples.append(finished)
            }
            example = nil
        }

        let lines = markdown.components(separatedBy: "\n")
        for (lineIndex, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            if inBlock {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    inBlock = false
                    if blockIsSwift, current != nil {
                        blockCount += 1
                        let name = pendingName ?? (blockCount == 1 ? "Example.swift" : "Example\(blockCount).swift")
                        current!.files.append(RuleDocument.makeFile(name: name, lines: blockLines))
                    }
                    pendingName = nil
                    blockLines = []
                } else {
                    if line.hasPrefix("```") || (blockIsSwift && (line.hasPrefix("## ") || line.hasPrefix("### "))) {
                        problems.append("line \(lineIndex + 1): '\(line)' inside the code block opened at line \(blockStart) (is its closing fence missing?)")
                    }
                    blockLines.append(line)
                }
                continue
            }
            if line.hasPrefix("```") {
                inBlock = true
                blockStart = lineIndex + 1
                blockIsSwift = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == "swift"
                if section == "How to fix" && blockIsSwift && current == nil {
                    current = Example(title: "How to fix", isTriggering: false, files: [], line: lineIndex + 1)
                    blockCount = 0
                }
                continue
            }
            if line.hasPrefix("## ") {
                finishExample(&current, into: &self)
                section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                sections.append(section)
                continue
            }
            if line.hasPrefix("### ") && (section == "Triggering" || section == "Non-triggering") {
                finishExample(&current, into: &self)
                current = Example(title: String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces),
                                  isTriggering: section == "Triggering", files: [], line: lineIndex + 1)
                blockCount = 0
                continue
            }
            if line.hasPrefix("**Default severity:**") {
                let value = line.dropFirst("**Default severity:**".count)
                defaultSeverity = value.split(separator: "·").first.map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("`"), trimmed.hasSuffix("`:"), trimmed.count > 3 {
                pendingName = String(trimmed.dropFirst().dropLast(2))
            }
        }
        if inBlock {
            problems.append("line \(blockStart): the code block opened here is never closed")
        }
        finishExample(&current, into: &self)
    }

    static func makeFile(name: String, lines: [String]) -> ExampleFile {
        var source = lines.joined(separator: "\n") + "\n"
        var markers: [Int] = []
        while let range = source.range(of: marker) {
            markers.append(source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound))
            source.removeSubrange(range)
        }
        return ExampleFile(name: name, source: source, markers: markers)
    }

    /// Reads `Rules/<id>.md` files from `directory`, sorted by id.
    public static func loadAll(from directory: URL) throws -> [RuleDocument] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return RuleDocument(identifier: String(name.dropLast(3)), markdown: text)
        }
    }
}

/// Paths inside the repository, found from this source file's location.
public enum Repository {
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    public static var rules: URL { root.appendingPathComponent("Rules") }
    public static var examples: URL { root.appendingPathComponent("Examples") }
}
