import NavLintIndex
import NavLintSyntax

/// How each router type shows the values read through each holder: pushed or presented.
extension RouterFacts {
    func collectShows() {
        for file in navigation.routerFiles() + routingProtocolFiles() {
            let outline = index.files[file].outline
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let router = navigation.routerCodeType(file: file, member: call.owner),
                      let shownCall = navigation.navigation(file: file, call: callIndex, router: router) else { continue }
                for trace in navigation.argumentTraces(file: file, call: callIndex) {
                    for holder in holders(readBy: trace, file: file, member: call.owner) {
                        shown[router, default: [:]][holder, default: []].formUnion(shownCall.kinds)
                    }
                }
            }
        }
    }

    /// Files with extensions of routing protocols (`extension ListRouting where Self: …`) that are
    /// not router files already.
    func routingProtocolFiles() -> [Int] {
        let routerFiles = Set(navigation.routerFiles())
        var files: Set<Int> = []
        for attach in index.calls(named: "attachChild") where !routerFiles.contains(Int(attach.file)) {
            let call = index.call(attach)
            if call.owner >= 0, navigation.routerType(file: Int(attach.file), member: call.owner) == nil,
               navigation.routerCodeType(file: Int(attach.file), member: call.owner) != nil {
                files.insert(Int(attach.file))
            }
        }
        return files.sorted()
    }
}
