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
/// and prints MB/s and lines/s (median of --repetitions runs) and the ratios. The workloads take
/// turns, one run of each per round, so that a slow spell of the machine falls on all of them
/// rather than on whichever happened to be running. `--only TEXT` keeps the workloads whose name
/// contains TEXT (for profiling one of them).

struct Options {
    var paths: [String] = []
    var repetitions = 5
    var only: [String] = []
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--repetitions":
            options.repetitions = max(1, Int(arguments.popFirst() ?? "") ?? options.repetitions)
        case "--only":
            options.only.append(arguments.popFirst() ?? "")
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

/// Runs a set of workloads over the same inputs, in rounds (one run of each per round), and
/// prints the median time of each.
@MainActor
struct Bench {
    let megabytes: Double
    let lines: Double
    let repetitions: Int
    var workloads: [(name: String, body: () -> Int)] = []
    var seconds: [String: Double] = [:]

    mutating func add(_ name: String, _ body: @escaping () -> Int) {
        workloads.append((name, body))
    }

    mutating func run() {
        var times = Array(repeating: [Double](), count: workloads.count)
        var sink = 0
        for _ in 0..<repetitions {
            for (index, workload) in workloads.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                sink &+= workload.body()
                times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        for (index, workload) in workloads.enumerated() {
            let time = times[index].sorted()[times[index].count / 2]
            seconds[workload.name] = time
            let label = workload.name.padding(toLength: 36, withPad: " ", startingAt: 0)
            print(label + String(format: "%8.3f s %9.1f MB/s %12.0f lines/s", time, megabytes / time, lines / time))
        }
        if sink == 42 { print() }  // uses the results, so that no work is optimized away
    }

    /// Prints the throughput of `numerator` over that of `denominator`, if both ran.
    func printRatio(_ label: String, _ numerator: String, _ denominator: String) {
        guard let top = seconds[numerator], let bottom = seconds[denominator] else { return }
        print("  " + label.padding(toLength: 33, withPad: " ", startingAt: 0) + String(format: "%6.1fx", bottom / top))
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
      + "median of \(options.repetitions) rounds, one thread")

let workspace = ParseWorkspace()
bench.add("navlint tokenize") {
    inputs.reduce(0) { sum, input in sum + input.bytes.withUnsafeBufferPointer { workspace.tokenize($0).count } }
}
bench.add("navlint tokenize + outline parse") {
    inputs.reduce(0) { sum, input in sum + input.bytes.withUnsafeBufferPointer { workspace.parse($0).outline.calls.count } }
}
bench.add("navlint whole analysis") {
    Linter(jobs: 1).lint(inputs).findings.count
}
bench.add("SwiftParser parse") {
    inputs.reduce(0) { sum, input in
        sum + input.bytes.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
    }
}
bench.add("SwiftParser parse + visit") {
    inputs.reduce(0) { sum, input in
        sum + input.bytes.withUnsafeBufferPointer { buffer in
            let visitor = CountingVisitor(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: buffer))
            return visitor.nodes
        }
    }
}

if !options.only.isEmpty {
    bench.workloads.removeAll { workload in !options.only.contains { workload.name.contains($0) } }
}
bench.run()
print("throughput ratios, navlint / SwiftParser:")
bench.printRatio("tokenize / parse", "navlint tokenize", "SwiftParser parse")
bench.printRatio("tokenize + outline parse / parse", "navlint tokenize + outline parse", "SwiftParser parse")
bench.printRatio("whole analysis / parse + visit", "navlint whole analysis", "SwiftParser parse + visit")
