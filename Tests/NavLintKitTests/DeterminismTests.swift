import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintTestSupport
import XCTest

/// The same input gives byte-identical output, whatever the number of jobs, the order the files
/// are named or found in, and from one run to the next.
final class DeterminismTests: XCTestCase {
    /// The bundled examples twice over, so that many type names are declared twice (as in apps
    /// with several modules) and a lookup that depended on file order would show.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for copy in ["Examples", "Copy"] {
            try FileManager.default.copyItem(atPath: Repository.examples.path, toPath: folder.path + "/" + copy)
        }
        return folder
    }

    /// Separate processes, since Swift seeds its hashing per process: an output that followed a
    /// dictionary's order would differ from one run to the next.
    func testEveryFormatIsIdenticalAcrossRuns() throws {
        let folder = try project()
        let navlint = try NavLintExecutable.path()
        for format in ReporterRegistry.all.map({ $0.identifier }) {
            let first = try NavLintExecutable.run(navlint, ["--format", format, "Examples", "Copy"], in: folder.path)
            XCTAssertEqual(first.status, 1, format)
            XCTAssertFalse(first.output.isEmpty, format)
            let second = try NavLintExecutable.run(navlint, ["--format", format, "--jobs", "1", "Copy", "Examples"], in: folder.path)
            XCTAssertEqual(second, first, format)
        }
    }

    func testTheOutputIsIdenticalForAnyJobCountAndFileOrder() throws {
        let folder = try project()
        let files = folder.inside { FileDiscovery.discover(["Examples", "Copy"]).files }
        XCTAssertGreaterThan(files.count, 100)
        var generator = SplitMix64(seed: 7)
        let reference = folder.navlint(["--format", "json", "Examples", "Copy"])
        XCTAssertEqual(reference.status, 1)
        let variants: [(String, [String])] = [
            ("the same again", ["Examples", "Copy"]),
            ("one job", ["--jobs", "1", "Examples", "Copy"]),
            ("seven jobs", ["--jobs", "7", "Examples", "Copy"]),
            ("folders swapped", ["Copy", "Examples"]),
            ("the files named, reversed", files.reversed()),
            ("the files named, shuffled", files.shuffled(using: &generator)),
        ]
        for (name, arguments) in variants {
            XCTAssertEqual(folder.navlint(["--format", "json"] + arguments), reference, name)
        }
    }

    /// The rules run concurrently when there are several jobs, all reading one index and its lazy
    /// caches: the examples twice over plus a generated app of 300 files (many routers, coordinators
    /// and a shared flush delegate) give every rule work, and `swift test --sanitize=thread` runs
    /// this to check the sharing.
    func testTheLinterGivesTheSameFindingsForAnyInputOrder() throws {
        let folder = try project()
        let script = Repository.root.appendingPathComponent("Tests/Scripts/generate-project.sh").path
        let generation = try NavLintExecutable.run("/usr/bin/env", ["bash", script, "Generated", "300"], in: folder.path)
        XCTAssertEqual(generation.status, 0, generation.error)
        let inputs = try folder.inside {
            try FileDiscovery.discover(["Examples", "Copy", "Generated"]).files.map { SourceInput(path: $0, bytes: try FileSystem.read($0)) }
        }
        XCTAssertGreaterThan(inputs.count, 400)
        let reference = Linter(jobs: 1).lint(inputs).findings
        XCTAssertGreaterThan(reference.count, 10)
        XCTAssertGreaterThan(Set(reference.map(\.ruleID)).count, 5, "most rules report something")
        XCTAssertTrue(reference.contains { $0.path.hasPrefix("Generated/") }, "the generated project has findings")
        var generator = SplitMix64(seed: 42)
        for jobs in [1, 2, 5] {
            XCTAssertEqual(Linter(jobs: jobs).lint(inputs.reversed()).findings, reference, "\(jobs) jobs, reversed")
            XCTAssertEqual(Linter(jobs: jobs).lint(inputs.shuffled(using: &generator)).findings, reference, "\(jobs) jobs, shuffled")
        }
    }
}
