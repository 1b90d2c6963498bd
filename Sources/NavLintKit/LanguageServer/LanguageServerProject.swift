import NavLintIndex
import NavLintReporters
import NavLintSyntax

/// The project a language server keeps warm: one summary per file, built once, and the editor's
/// unsaved buffers. An edit re-summarizes only the changed file; the project index is rebuilt
/// from the summaries and the rules run again, which is the cheap part of a run.
final class LanguageServerProject {
    let linter: Linter
    /// The folder walked for the project's files (nil: only the documents the editor opens).
    private let walkedRoot: String?
    /// By absolute path.
    private var summaries: [String: FileSummary] = [:]
    /// `summaries`' paths, sorted; nil when a file came or went since they were last sorted.
    private var sortedPaths: [String]?
    /// Open documents' text, which wins over the file on disk.
    private(set) var buffers: [String: [UInt8]] = [:]
    /// The latest analysis, and the paths of its index's files in display form (as findings show them).
    private(set) var outcome: LintOutcome?
    /// The analysis `outcome` replaced, kept until `releaseRetired()`: freeing a whole project's
    /// index and model takes a few percent of an analysis, which the editor need not wait for.
    private var retired: LintOutcome?

    /// Summarizes every Swift file under `root` that the configuration includes, in parallel (none
    /// without `discoveringFiles`: then only the documents the editor opens are linted). Files are
    /// read as a run reads them (`readSource`: UTF-16 and UTF-32 converted), so that the findings are a run's.
    init(root: String, configuration: Configuration, jobs: Int, discoveringFiles: Bool = true) {
        linter = Linter(configuration: configuration, jobs: jobs)
        walkedRoot = discoveringFiles ? root : nil
        let files = discoveringFiles ? FileDiscovery.discover([root], filter: configuration.pathFilter).files : []
        var results = [FileSummary?](repeating: nil, count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let shared = UncheckedSendable(buffer)
            linter.parallelForEach(files.count) { index, workspace in
                guard let bytes = try? FileSystem.readSource(files[index]) else { return }
                shared.value[index] = FileSummary(path: files[index], bytes: bytes, workspace: workspace)
            }
        }
        for summary in results.compactMap({ $0 }) { summaries[summary.path] = summary }
    }

    /// Whether the file at `path` is one a run over the project lints: a Swift file (an editor also
    /// opens other documents) that the configuration includes, and neither hidden nor in a folder
    /// the walk skips (a hidden one, `.build`, `Pods`…: `FileDiscovery.skippedFolders`).
    /// A document outside the walked folder is not the project's: its types would mix into the
    /// project's index and change its findings, which a run over the project never reports.
    func includes(_ path: String) -> Bool {
        guard path.hasSuffix(".swift"), linter.configuration.pathFilter?.includes(file: path) != false else { return false }
        guard let root = walkedRoot else { return true }
        guard path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return false }
        // The file's own name too: the walk skips hidden files.
        let names = path.dropFirst(root.count).split(separator: "/")
        return !names.contains { $0.hasPrefix(".") || FileDiscovery.skippedFolders.contains(String($0)) }
    }

    /// The editor's text for `path` (nil: the editor closed it, so the disk is the truth again).
    /// Only that file is summarized again. A text over `maximumBytes` is refused as a run refuses
    /// such a file (positions are 32-bit): the file leaves the project and the problem is returned.
    @discardableResult
    func update(_ path: String, text: [UInt8]?, maximumBytes: Int = FileSystem.maximumFileSize) -> LintProblem? {
        buffers[path] = text
        guard includes(path), let bytes = text ?? (try? FileSystem.readSource(path)), bytes.count <= maximumBytes else {
            if summaries.removeValue(forKey: path) != nil { sortedPaths = nil }
            let isTooLarge = includes(path) && (text?.count ?? 0) > maximumBytes
            if isTooLarge { buffers[path] = nil }
            return isTooLarge ? FileSystem.tooLarge(path) : nil
        }
        if summaries.updateValue(FileSummary(path: path, bytes: bytes), forKey: path) == nil { sortedPaths = nil }
        return nil
    }

    /// The file at `path` was saved or changed on disk: read again unless the editor holds it.
    func reloadFromDisk(_ path: String) {
        guard buffers[path] == nil else { return }
        update(path, text: nil)
    }

    /// Rebuilds the index from the summaries and runs the rules.
    @discardableResult
    func analyze() -> LintOutcome {
        // Sorted by path, so the index and the output never depend on the order of edits.
        if sortedPaths == nil { sortedPaths = summaries.keys.sorted() }
        let ordered = sortedPaths!.map { summaries[$0]! }
        let buffers = self.buffers
        let result = linter.analyze(ordered, reportOnly: nil) { summary in
            buffers[summary.path] ?? (try? FileSystem.readSource(summary.path))
        }
        retired = outcome
        outcome = result
        return result
    }

    /// Frees the analysis before the latest one (after its diagnostics were published).
    func releaseRetired() {
        retired = nil
    }

    /// The current text of `path`: the editor's buffer, else the file.
    func bytes(of path: String) -> [UInt8] {
        buffers[path] ?? (try? FileSystem.readSource(path)) ?? []
    }
}
