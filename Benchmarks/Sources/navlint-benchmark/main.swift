import Dispatch
import Foundation
import NavLintKit
import NavLintSyntax
import SwiftParser
import SwiftSyntax

/// Reads the Swift files under the given folders (or the files listed in a file given with
/// `--list`), then times, over the same bytes in memory:
///   navlint: tokenize; tokenize + outline parse; the whole analysis (summaries, index, rules)
///   SwiftParser: Parser.parse(source:); parse + a SyntaxVisitor walk over every node
/// and prints MB/s and lines/s (median of --repetitions runs) and the ratios.

struct Options {
    var paths: [String] = []
    var repetitions = 5
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--repetitions":
            options.repetitions = Int(arguments.popFirst() ?? "") ?? options.repetitions
        case "--list":
            let list = (try? String(contentsOfFile: arguments.popFirst() ?? "", encoding: .utf8)) ?? ""
            options.paths += list.split(separator: "\n").map(String.init)
        default:
            options.paths.append(argument)
        }
    }
    return options
}

func swiftFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue {
            files.append(path)
            continue
        }
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
    }
    return files.sorted()
}

/// Counts every node, the way a SwiftParser-based linter visits a file.
final class CountingVisitor: SyntaxAnyVisitor {
    var nodes = 0
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .visitChildren
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let options = parseOptions()
let paths = swiftFiles(under: options.paths.isEmpty ? ["."] : options.paths)
let inputs = paths.compactMap { path -> SourceInput? in
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return SourceInput(path: path, bytes: [UInt8](data))
}
let bytes = inputs.reduce(0) { $0 + $1.bytes.count }
let lines = inputs.reduce(0) { $0 + LineTable($1.bytes).lineCount }
let megabytes = Double(bytes) / 1_000_000
print("files: \(inputs.count), \(String(format: "%.1f", megabytes)) MB, \(lines) lines, \(options.repetitions) repetitions (median)")

var sink = 0
var results: [(String, Double)] = []

@MainActor func measure(_ name: String, _ body: () -> Void) {
    var times: [Double] = []
    for _ in 0..<options.repetitions { times.append(seconds(body)) }
    let time = median(times)
    results.append((name, time))
    print(String(format: "%-36@ %8.3f s %9.1f MB/s %12.0f lines/s", name as NSString, time, megabytes / time, Double(lines) / time))
}

let workspace = ParseWorkspace()
measure("navlint tokenize") {
    for input in inputs { sink &+= input.bytes.withUnsafeBufferPointer { workspace.tokenize($0).count } }
}
measure("navlint tokenize + outline parse") {
    for input in inputs {
        sink &+= input.bytes.withUnsafeBufferPointer { workspace.parse($0, tokens: workspace.tokenize($0)).calls.count }
    }
}
measure("navlint whole analysis (1 job)") {
    sink &+= Linter(jobs: 1).lint(inputs).findings.count
}
measure("SwiftParser parse") {
    for input in inputs {
        input.bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            sink &+= tree.statements.count
        }
    }
}
measure("SwiftParser parse + visit") {
    for input in inputs {
        input.bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let visitor = CountingVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            sink &+= visitor.nodes
        }
    }
}

@MainActor func time(_ name: String) -> Double { results.first { $0.0 == name }!.1 }
print("ratios (throughput, navlint / SwiftParser):")
print(String(format: "  tokenize / parse:                      %6.1f×", time("SwiftParser parse") / time("navlint tokenize")))
print(String(format: "  tokenize + outline parse / parse:      %6.1f×", time("SwiftParser parse") / time("navlint tokenize + outline parse")))
print(String(format: "  whole analysis / parse + visit:        %6.1f×", time("SwiftParser parse + visit") / time("navlint whole analysis (1 job)")))
if sink == 42 { print("") }  // keeps the work observable
