/// The picture in Graphviz's DOT language (`navlint graph | dot -Tsvg > graph.svg`).
///
/// The tree grows left to right; the nodes of one RIB are boxed together (a cluster); node fill
/// colours tell the roles apart, edge colours the kinds, and weak references are dashed. What a rule
/// reports is red and names the rule and the line in its label; its tooltip (shown on hover in an
/// SVG) gives the full path and message.
public enum DOTGraphWriter: GraphWriter {
    public static let identifier = "dot"

    public static func write(_ picture: GraphPicture) -> String {
        var output = """
            digraph navlint {
              graph [rankdir=LR, fontname="Helvetica", fontsize=11, nodesep=0.18, ranksep=0.45, newrank=true];
              node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=11, color="#666666", margin="0.12,0.04", height=0.3];
              edge [fontname="Helvetica", fontsize=9, arrowsize=0.6];

            """
        let (groups, ungrouped) = picture.nodesByGroup
        for (position, group) in groups.enumerated() {
            output += "  subgraph cluster_\(position) {\n"
            output += "    label=\(quoted(group.name)); style=\"rounded\"; color=\"#b8b8b8\"; fontcolor=\"#555555\";\n"
            for node in group.nodes { output += "    " + statement(node) }
            // One column per RIB, so the tree of RIBs reads left to right.
            output += "    { rank=same; \(group.nodes.map { quoted($0.id) }.joined(separator: "; ")); }\n"
            output += "  }\n"
        }
        for node in ungrouped { output += "  " + statement(node) }
        for edge in picture.drawnEdges { output += "  " + statement(edge) }
        output += "}\n"
        return output
    }

    private static func statement(_ node: GraphPicture.Node) -> String {
        var attributes = [
            "label=" + quoted([node.typeName] + GraphPicture.findingLines(node.findings, path: node.path)),
            "fillcolor=\"\(node.role.fillColor)\"",
            "tooltip=" + quoted(["\(node.typeName) (\(node.role.rawValue))", "\(node.path):\(node.line)"]
                + GraphPicture.findingDetails(node.findings)),
        ]
        if !node.findings.isEmpty {
            attributes += ["color=\"\(GraphPicture.findingColor)\"", "fontcolor=\"\(GraphPicture.findingColor)\"", "penwidth=2"]
        }
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
    }

    private static func statement(_ edge: GraphPicture.Edge) -> String {
        var attributes = [
            "label=" + quoted([edge.label] + GraphPicture.findingLines(edge.findings, path: edge.path)),
            "tooltip=" + quoted(["\(edge.label) (\(edge.kind.rawValue)\(edge.isWeak ? ", weak" : ""))", "\(edge.path):\(edge.line)"]
                + GraphPicture.findingDetails(edge.findings)),
        ]
        attributes += ["color=\"\(edge.lineColor)\"", "fontcolor=\"\(edge.lineColor)\""]
        if !edge.findings.isEmpty { attributes.append("penwidth=2") }
        // A weak reference points back up the tree: it must not pull the layout around.
        if edge.isWeak { attributes += ["style=dashed", "constraint=false"] }
        if edge.kind == .push || edge.kind == .present { attributes.append("arrowhead=vee") }
        return "\(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];\n"
    }

    /// Lines as one DOT string: quotes and backslashes escaped, lines joined by `\n` (centred),
    /// other line breaks and control characters turned into spaces.
    static func quoted(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
    }

    static func quoted(_ text: String) -> String { quoted([text]) }

    private static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
