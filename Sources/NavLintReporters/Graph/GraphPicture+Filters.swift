/// `--focus` and `--depth`: smaller pictures of a large app.
extension GraphPicture {
    /// What is reachable from the node of `typeName` and what reaches it, following strong edges
    /// forwards and backwards respectively; with `depth`, only nodes at most that many edges away.
    /// Weak references keep nothing, so they lead nowhere (a child's weak `listener` would
    /// otherwise bring in its parent's whole tree), but every edge between two kept nodes stays
    /// (a reference back up the tree is what a cycle is made of). Nil when the picture has no node
    /// for `typeName`.
    public func focused(on typeName: String, depth: Int? = nil) -> GraphPicture? {
        guard let focus = node(named: typeName) else { return nil }
        let forward = distances(from: [focus.id], along: outgoing, limit: depth)
        let backward = distances(from: [focus.id], along: incoming, limit: depth)
        return keeping(Set(forward.keys).union(backward.keys))
    }

    /// The nodes at most `depth` strong edges below a root: a node that no strong edge reaches,
    /// or, for a group of nodes that only reach one another (a cycle), the first of them by
    /// identifier.
    public func limited(toDepth depth: Int) -> GraphPicture {
        let hasIncoming = Set(edges.filter { !$0.isWeak }.map(\.to))
        let forward = outgoing
        var roots = nodes.map(\.id).filter { !hasIncoming.contains($0) }
        var reached = Set(distances(from: roots, along: forward, limit: nil).keys)
        for node in nodes where !reached.contains(node.id) {
            roots.append(node.id)
            reached.formUnion(distances(from: [node.id], along: forward, limit: nil).keys)
        }
        return keeping(Set(distances(from: roots, along: forward, limit: depth).keys))
    }

    /// The picture of the nodes in `kept` and the edges between them.
    private func keeping(_ kept: Set<String>) -> GraphPicture {
        GraphPicture(nodes: nodes.filter { kept.contains($0.id) }, edges: edges)
    }

    private var outgoing: [String: [String]] {
        edges.filter { !$0.isWeak }.reduce(into: [:]) { $0[$1.from, default: []].append($1.to) }
    }

    private var incoming: [String: [String]] {
        edges.filter { !$0.isWeak }.reduce(into: [:]) { $0[$1.to, default: []].append($1.from) }
    }

    /// Breadth-first distances from `starts` along `neighbours`, up to `limit` edges.
    private func distances(from starts: [String], along neighbours: [String: [String]], limit: Int?) -> [String: Int] {
        var distance: [String: Int] = [:]
        var queue: [String] = []
        for start in starts where distance[start] == nil {
            distance[start] = 0
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let next = distance[current]! + 1
            if let limit, next > limit { continue }
            for neighbour in neighbours[current] ?? [] where distance[neighbour] == nil {
                distance[neighbour] = next
                queue.append(neighbour)
            }
        }
        return distance
    }
}
