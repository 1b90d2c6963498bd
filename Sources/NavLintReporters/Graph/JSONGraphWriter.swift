/// The picture as JSON for other tools: every node and edge with its location and findings, keys
/// sorted. Schema version 1 (documented in README.md under "navlint graph"); a new version number
/// means an incompatible change, new keys may appear without one.
public enum JSONGraphWriter: GraphWriter {
    public static let identifier = "json"
    /// The schema version written as `version`.
    public static let schemaVersion = 1

    public static func write(_ picture: GraphPicture) -> String {
        let document: JSONValue = .object([
            "version": .int(schemaVersion),
            "nodes": .array(picture.nodes.map { node in
                .object([
                    "id": .string(node.id),
                    "name": .string(node.typeName),
                    "role": .string(node.role.rawValue),
                    "group": node.group.map(JSONValue.string) ?? .null,
                    "path": .string(node.path),
                    "line": .int(node.line),
                    "findings": .array(node.findings.map(\.jsonObject)),
                ])
            }),
            "edges": .array(picture.edges.map { edge in
                .object([
                    "from": .string(edge.from),
                    "to": .string(edge.to),
                    "label": .string(edge.label),
                    "kind": .string(edge.kind.rawValue),
                    "isWeak": .bool(edge.isWeak),
                    "path": .string(edge.path),
                    "line": .int(edge.line),
                    "findings": .array(edge.findings.map(\.jsonObject)),
                ])
            }),
        ])
        return document.rendered()
    }
}
