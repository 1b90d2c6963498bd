import Foundation
import PackagePlugin

/// `swift package navlint [--target <name>…] [<navlint options>]`: runs navlint over the Swift
/// sources of the package's targets (all, or those named), passing the other arguments through.
/// The sources are given file by file (the URL-based target folder needs tools version 6.1), and
/// navlint indexes the whole package around them.
@main
struct NavLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let files = targets.flatMap { ($0 as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url.path) ?? [] }
        guard !files.isEmpty else {
            Diagnostics.warning("navlint: the package has no source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "navlint").url
        process.arguments = extractor.remainingArguments + files
        // Paths in the diagnostics come out relative to the package.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("navlint failed with exit code \(process.terminationStatus)")
            exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
        }
    }
}
