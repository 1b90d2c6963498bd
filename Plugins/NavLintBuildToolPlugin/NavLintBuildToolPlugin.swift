import Foundation
import PackagePlugin

/// Runs navlint over a target's Swift files on every build that changes them, so `swift build`
/// and Xcode show the findings inline. navlint indexes the whole project the files belong to and
/// reports on the target's files; an error-severity finding fails the build.
@main
struct NavLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(for: files, name: target.name, tool: context.tool(named: "navlint").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command. Its declared output is the record of the findings (a baseline file,
    /// written atomically), so the build system reruns navlint only when a file changes: a Swift
    /// file, the configuration or the baseline it names.
    static func commands(for files: [URL], name: String, tool: URL, workDirectory: URL) -> [Command] {
        guard let first = files.first else { return [] }
        let record = workDirectory.appendingPathComponent("\(name).navlint-findings.json")
        return [
            .buildCommand(
                displayName: "navlint \(name)",
                executable: tool,
                arguments: ["--quiet", "--absolute-paths", "--write-baseline", record.path] + files.map(\.path),
                inputFiles: files + configurationFiles(for: first),
                outputFiles: [record])
        ]
    }

    /// The `.navlint.json` that navlint reads for `file` (the nearest one in its folder or above)
    /// and the baseline file that its `baseline` key names, those that exist. navlint reads and
    /// checks them itself; a configuration it cannot parse here is still an input.
    static func configurationFiles(for file: URL) -> [URL] {
        var folder = file.deletingLastPathComponent().path
        while true {
            let configuration = (folder as NSString).appendingPathComponent(".navlint.json")
            if FileManager.default.fileExists(atPath: configuration) {
                var found = [URL(fileURLWithPath: configuration)]
                if let data = FileManager.default.contents(atPath: configuration),
                   let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   let baseline = top["baseline"] as? String {
                    let baselineFile = baseline.hasPrefix("/") ? baseline : (folder as NSString).appendingPathComponent(baseline)
                    if FileManager.default.fileExists(atPath: baselineFile) { found.append(URL(fileURLWithPath: baselineFile)) }
                }
                return found
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return [] }
            folder = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(for: files, name: target.displayName, tool: context.tool(named: "navlint").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
