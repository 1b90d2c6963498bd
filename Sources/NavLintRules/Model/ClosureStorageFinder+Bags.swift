import NavLintIndex
import NavLintSyntax

/// Bags that self empties when its work ends, which ends the subscriptions they keep.
extension ClosureStorageFinder {
    // MARK: Bags emptied

    /// Whether self empties or cancels the bag when its work ends (`willResignActive`, `stop()`,
    /// `finish()`…), which breaks the cycle as RIBs' `disposeOnDeactivate` does.
    mutating func isClearedWhenDone(_ bag: String, in type: String) -> Bool {
        let key = type + "." + bag
        if let known = clearedBags[key] { return known }
        var answer = false
        search: for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) where ClosureStorageFinder.endingMethods.contains(index.member(ref).name) {
                let outline = index.files[Int(ref.file)].outline
                let clears = outline.assignments.contains { $0.owner == ref.index && outline.lastName($0.target) == bag }
                    || outline.calls.contains { call in
                        call.owner == ref.index && call.callee.count == 2 && outline.names(call.callee).first == bag
                            && ["removeAll", "forEach", "cancel", "dispose"].contains(outline.name(of: call))
                    }
                if clears {
                    answer = true
                    break search
                }
            }
        }
        clearedBags[key] = answer
        return answer
    }

    static let endingMethods: Set<String> = [
        "willResignActive", "deactivate", "stop", "finish", "end", "close", "tearDown", "invalidate", "cleanUp", "cleanup", "dispose",
    ]
}
