import Foundation

/// Validates JSON documents against a JSON Schema with Python's `jsonschema` (the reference
/// validator; navlint itself has no dependencies). A missing python3 or module is an error that
/// names the fix, never a silent pass.
public enum JSONSchemaValidator {
    /// Why a validation could not run.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The SARIF 2.1.0 schema: `../shared/schemas` beside the repository, else `/work/shared/schemas`.
    public static var sarifSchema: URL {
        get throws {
            let name = "sarif-schema-2.1.0.json"
            let candidates = [
                Repository.root.deletingLastPathComponent().appendingPathComponent("shared/schemas/\(name)"),
                URL(fileURLWithPath: "/work/shared/schemas/\(name)"),
            ]
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                throw Unavailable(description: "no \(name) in \(candidates.map(\.path).joined(separator: " or "))")
            }
            return found
        }
    }

    /// The schema violations of `document` (JSON text), one `path: problem` line each; empty when valid.
    public static func violations(of document: String, against schema: URL) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let documentURL = directory.appendingPathComponent("document.json")
        try document.write(to: documentURL, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, documentURL.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "cannot run /usr/bin/env python3: \(error)")
        }
        // Read before waiting: a full pipe would otherwise block the validator forever.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            return []
        case 1:
            return output.split(separator: "\n").map(String.init)
        case 3:
            throw Unavailable(description: output.trimmingCharacters(in: .whitespacesAndNewlines))
        case 127:
            throw Unavailable(description: "python3 is not on PATH; the SARIF schema test needs python3 with 'jsonschema' (python3 -m pip install jsonschema)")
        default:
            throw Unavailable(description: "the schema validator failed (exit \(process.terminationStatus)): \(output)")
        }
    }

    private static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("python3 has no 'jsonschema' module; install it with: python3 -m pip install jsonschema")
            sys.exit(3)
        try:
            with open(sys.argv[1], encoding="utf-8") as handle:
                schema = json.load(handle)
            with open(sys.argv[2], encoding="utf-8") as handle:
                document = json.load(handle)
            validator_class = jsonschema.validators.validator_for(schema)
            validator_class.check_schema(schema)
            validator = validator_class(schema, format_checker=getattr(validator_class, "FORMAT_CHECKER", None))
            errors = sorted(validator.iter_errors(document), key=lambda error: str(list(error.absolute_path)))
        except Exception as problem:
            print("cannot validate: %r" % problem)
            sys.exit(4)
        for error in errors:
            print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
}
