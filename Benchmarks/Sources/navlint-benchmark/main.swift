import Dispatch
import Foundation
import NavLintKit
import NavLintSyntax
import SwiftParser
import SwiftSyntax

/// Reads the Swift files under the given folders (or the files listed in a file given with
/// `--list`), then times, over the same bytes in memory, on one thread:
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
            options.repetitions = max(1, Int(arguments.popFirst() ?? "") ?? options.repetitions)
        case "--list":
            let list = (try? String(contentsOfFile: arguments.popFirst() ?? "", encoding: .utf8)) ?? ""
            options.paths += list.split(separator: "\n").map(String.init)
        default:
            options.paths.append(argument)
        }
    }
    return options
}

/// The Swift files under `paths`, sorted; files are taken as given.
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

/// Times the runs of a set of workloads over the same inputs and prints them.
@MainActor
struct Bench {
    let megabytes: Double
    let lines: Double
    let repetitions: Int
    var seconds: [String: Double] = [:]

    mutating func measure(_ name: String, _ body: () -> Int) {
        var times: [Double] = []
        var sink = 0
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let time = times.sorted()[times.count / 2]
        seconds[name] = time
        let label = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        print(label + String(format: "%8.3f s %9.1f MB/s %12.0f lines/s", time, megabytes / time, lines / time)
              + (sink == 42 ? " " : ""))  // uses the results, so that no work is optimized away
    }

    func ratio(_ numerator: String, _ denominator: String) -> Double {
        seconds[denominator]! / seconds[numerator]!
    }
}

let options = parseOptions()
let paths = swiftFiles(under: options.paths.isEmpty ? ["."] : options.paths)
let inputs = paths.compactMap { path -> SourceInput? in
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return SourceInput(path: path, bytes: [UInt8](data))
}
let byteCount = inputs.reduce(0) { $0 + $1.bytes.count }
let lineCount = inputs.reduce(0) { $0 + LineTable($1.bytes).lineCount }
var bench = Bench(megabytes: Double(byteCount) / 1_000_000, lines: Double(lineCount), repetitions: options.repetitions)
print("files: \(inputs.count), \(String(format: "%.1f", bench.megabytes)) MB, \(lineCount) lines, "
      + "median of \(options.repetitions) runs, one thread")

let workspace = ParseWorkspace()
bench.measure("navlint tokenize") {
    inputs.reduce(0) { sum, input in sum + input.bytes.withUnsafeBufferPointer { workspace.tokenize($0).count } }
}
bench.measure("navlint tokenize + outline parse") {
    inputs.reduce(0) { sum, input in sum + input.bytes.withUnsafeBufferPointer { workspace.parse($0).outline.calls.count } }
}
bench.measure("navlint whole analysis") {
    Linter(jobs: 1).lint(inputs).findings.count
}
bench.measure("SwiftParser parse") {
    inputs.reduce(0) { sum, input in
        sum + input.bytes.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
    }
}
bench.measure("SwiftParser parse + visit") {
    inputs.reduce(0) { sum, input in
        sum + input.bytes.withUnsafeBufferPointer { buffer in
            let visitor = CountingVisitor(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: buffer))
            return visitor.nodes
        }
    }
}

print("throughput ratios, navlint / SwiftParser:")
print(String(format: "  tokenize / parse                 %6.1fx", bench.ratio("navlint tokenize", "SwiftParser parse")))
print(String(format: "  tokenize + outline parse / parse %6.1fx",
             bench.ratio("navlint tokenize + outline parse", "SwiftParser parse")))
print(String(format: "  whole analysis / parse + visit   %6.1fx",
             bench.ratio("navlint whole analysis", "SwiftParser parse + visit")))
