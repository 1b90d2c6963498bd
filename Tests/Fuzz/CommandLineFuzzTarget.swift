import Foundation
import NavLintKit
import NavLintReporters

/// The `command-line` target: the input written as files of a project in a temporary folder, then
/// navlint's command line over it, as a user runs it: file discovery, configuration lookup, the
/// pipeline, and a report in one of the formats. It relies only on the command line's arguments,
/// so the pipeline behind it may change freely. The input becomes `Input.swift` and, cut as the
/// analysis target cuts it, `Split/A.swift` and `Split/B.swift`; its first byte picks the format,
/// whether the folder or one file is named, and `--strict`.
func fuzzCommandLine(_ bytes: [UInt8]) {
    let folder = commandLineProject.appendingPathComponent("case")
    try? FileManager.default.removeItem(at: folder)
    let (first, second) = split(bytes)
    write(bytes, to: folder.appendingPathComponent("Input.swift"))
    write(first, to: folder.appendingPathComponent("Split/A.swift"))
    write(second, to: folder.appendingPathComponent("Split/B.swift"))

    let choice = Int(bytes.first ?? 0)
    let formats = ReporterRegistry.all.map { $0.identifier }
    var arguments = ["--format", formats[choice % formats.count], "--jobs", "1", "--quiet"]
    if choice & 0x40 != 0 { arguments.append("--strict") }
    arguments.append(choice & 0x80 != 0 ? folder.appendingPathComponent("Split/A.swift").path : folder.path)
    let console = BufferConsole()
    let status = CommandLineTool.run(arguments, console: console)
    precondition((0...2).contains(status), "exit code \(status) for \(arguments)")
    precondition(status != 2 || !console.error.isEmpty, "exit code 2 without a message for \(arguments)")
}

/// A temporary project folder for this process (a `.git` folder marks its root), removed at exit.
let commandLineProject: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: commandLineProject) }
    return folder
}()

func write(_ bytes: [UInt8], to file: URL) {
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    precondition(FileManager.default.createFile(atPath: file.path, contents: Data(bytes)), "could not write \(file.path)")
}
