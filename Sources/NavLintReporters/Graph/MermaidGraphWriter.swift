/// The picture as a Mermaid flowchart, which GitHub and GitLab draw inside Markdown (put it in a
/// ```` ```mermaid ```` block of a pull request or a README).
///
/// The same conventions as the DOT output: left to right, one subgraph per RIB, fill colours by
/// role, line colours by kind, weak references dotted, findings in red with the rule and the line
/// in the label (Mermaid has no tooltips without scripts).
public enum MermaidGraphWriter: GraphWriter {
    public static let identifier = "mermaid"

    public static func write(_ picture: GraphPicture) -> String {
        var output = "flowchart LR\n"
        let (groups, ungrouped) = picture.nodesByGroup
        for (position, group) in groups.enumerated() {
            output += "  subgraph rib\(position)[\(label([group.name]))]\n"
            for node in group.nodes { output += "    " + statement(node) }
            output += "  end\n"
        }
        for node in ungrouped { output += "  " + statement(node) }
        // Mermaid styles links by their position; one `linkStyle` line per distinct style.
        var linksByStyle: [String: [Int]] = [:]
        for (position, edge) in picture.drawnEdges.enumerated() {
            let arrow = edge.isWeak ? "-.->" : "-->"
            output += "  \(identifier(edge.from)) \(arrow)|\(label([edge.label] + GraphPicture.findingLines(edge.findings)))| \(identifier(edge.to))\n"
            let width = edge.findings.isEmpty ? "1px" : "2px"
            linksByStyle["stroke:\(edge.lineColor),stroke-width:\(width),color:\(edge.lineColor)", default: []].append(position)
        }
        for (style, positions) in linksByStyle.sorted(by: { $0.value[0] < $1.value[0] }) {
            output += "  linkStyle \(positions.map(String.init).joined(separator: ",")) \(style)\n"
        }
        for role in GraphPicture.Role.allCases {
            output += "  classDef \(className(role)) fill:\(role.fillColor),stroke:#666666,color:#000000\n"
        }
        for node in picture.nodes where !node.findings.isEmpty {
            output += "  style \(identifier(node.id)) stroke:\(GraphPicture.findingColor),stroke-width:2px,color:\(GraphPicture.findingColor)\n"
        }
        return output
    }

    private static func statement(_ node: GraphPicture.Node) -> String {
        "\(identifier(node.id))[\(label([node.typeName] + GraphPicture.findingLines(node.findings)))]:::\(className(node.role))\n"
    }

    private static func className(_ role: GraphPicture.Role) -> String {
        switch role {
        case .router: "router"
        case .interactor: "interactor"
        case .viewController: "viewController"
        case .navigationController: "navigationController"
        case .coordinator: "coordinator"
        }
    }

    /// A node identifier Mermaid does not read as a keyword.
    private static func identifier(_ id: String) -> String {
        reserved.contains(id.lowercased()) ? id + "_" : id
    }

    private static let reserved: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "class", "classdef", "linkstyle", "click", "call",
        "href", "default",
    ]

    /// Lines as one quoted Mermaid label: markup, quotes and the characters Mermaid gives a
    /// meaning to become entity codes; lines are joined by `<br/>`.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "<br/>") + "\""
    }

    private static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "#quot;"
            case "#": output += "#35;"
            case "&": output += "#amp;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            case "|": output += "#124;"
            case "`": output += "#96;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
