import NavLintIndex
import NavLintSyntax

/// Presentations a swipe-down cannot dismiss, and the dismissals the project observes.
extension PresentationFacts {
    static let systemControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIImagePickerController", "UIDocumentPickerViewController", "PHPickerViewController",
        "UIDocumentInteractionController", "CNContactPickerViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "SKStoreProductViewController", "QLPreviewController", "UIPrintInteractionController",
        "AVPlayerViewController", "UIReferenceLibraryViewController", "UICloudSharingController",
    ]

    static let loggingFunctions: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]

    /// Styles a swipe-down cannot dismiss.
    static let lockingStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]

    /// Whether a call may run a project function that locks the presentation: same name, and its
    /// labels bind to the function's (the others defaulted).
    func isLockingCall(_ call: Call, _ outline: Outline) -> Bool {
        guard let functions = lockingFunctions[outline.name(of: call)] else { return false }
        let labels = outline.argumentLabels(of: call)
        return functions.contains { RIBsNavigation.labels(labels, fit: $0.parameters) }
    }

    /// Whether a project function is one that locks: a locking function of its own type.
    func isLockingFunction(_ ref: ElementRef) -> Bool {
        let member = index.member(ref)
        guard let functions = lockingFunctions[member.name], let owner = index.ownerTypeName(ofMember: ref) else { return false }
        return functions.contains { $0.type == owner && $0.parameters.map(\.label) == member.parameters.map(\.label) }
    }

    /// `x.modalPresentationStyle = .fullScreen`, `x.isModalInPresentation = true`, or
    /// `x.presentationController?.delegate = y`.
    func isLocking(_ assignment: Assignment, _ outline: Outline) -> Bool {
        guard assignment.op == .assign else { return false }
        let names = outline.names(assignment.target)
        switch names.last {
        case "modalPresentationStyle":
            // `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
            let value = assignment.value
            return value.kind == .chain && (value.chain.base == .implicitMember || outline.names(value.chain).count == 2)
                && PresentationFacts.lockingStyles.contains(outline.lastName(value.chain) ?? "")
        case "isModalInPresentation":
            return assignment.value.kind != .false
        case "delegate":
            return names.dropLast().last == "presentationController"
        default:
            return false
        }
    }

    /// A project present helper (`presentChild(_:animated:)`) whose own body locks the sheet or
    /// sets its presentation delegate, itself or through a call on another value
    /// (`configuration.apply(to: child.rootViewController)`).
    func helperLocks(_ call: Call, _ outline: Outline, presenter: String) -> Bool {
        let name = outline.name(of: call)
        guard name != "present" else { return false }
        let labels = outline.argumentLabels(of: call)
        for ref in index.lookupMember(name, in: presenter) {
            let helper = index.member(ref)
            guard helper.kind == .function, helper.body != nil, RIBsNavigation.labels(labels, fit: helper.parameters) else { continue }
            let file = Int(ref.file)
            let helperOutline = index.files[file].outline
            if memberLocks(file: file, member: ref.index) { return true }
            if helperOutline.calls.contains(where: { $0.owner == ref.index && isLockingCall($0, helperOutline) }) { return true }
        }
        return false
    }

    func memberLocks(file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let body = BodyHandle(file: file, member: member)
        if body.assignmentPositions(in: index).contains(where: { isLocking(outline.assignments[$0], outline) }) { return true }
        // `present(sheet, style: .fullScreen)`: a locking style passed to a helper.
        return body.callPositions(in: index).contains { passesLockingStyle(outline.calls[$0], outline) }
    }

    /// `present(sheet, style: .fullScreen)`: a call given a locking style other than `.custom`.
    func passesLockingStyle(_ call: Call, _ outline: Outline) -> Bool {
        outline.arguments(of: call).contains { argument in
            argument.value.kind == .chain && argument.value.chain.base == .implicitMember
                && PresentationFacts.lockingStyles.subtracting(["custom"]).contains(outline.lastName(argument.value.chain) ?? "")
        }
    }

    mutating func collectLocking() {
        var lockingFiles: [Int32: Set<String>] = [:]
        for name in ["modalPresentationStyle", "isModalInPresentation", "delegate"] {
            for ref in index.assignments(to: name) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let assignment = outline.assignments[Int(ref.index)]
                guard isLocking(assignment, outline), let type = index.ownerTypeName(file: file, member: assignment.owner) else { continue }
                lockingTypes.insert(type)
                let target = outline.elements(assignment.target)
                if name != "delegate" && target.count == 1 && (assignment.target.base == .selfKeyword || assignment.target.base == .name) {
                    selfLockingTypes.insert(type)
                }
                if name != "delegate" && locksKeptController(assignment, in: file) { selfLockingTypes.insert(type) }
                let member = outline.members[Int(assignment.owner)]
                if member.kind == .function && assignment.closure < 0 {
                    lockingFunctions[member.name, default: []].append((member.parameters, type))
                    lockingFiles[ref.file, default: []].insert(member.name)
                }
            }
        }
        // `present(navigation, animated: true, modalPresentationStyle: .fullScreen)`: a function
        // that passes a locking style to a presenting call locks too.
        for (file, summary) in index.files.enumerated() {
            let outline = summary.outline
            guard PresentationFacts.lockingStyles.contains(where: { outline.symbol($0) != nil }) else { continue }
            for call in outline.calls where call.owner >= 0 && call.closure < 0 && passesLockingStyle(call, outline) {
                let member = outline.members[Int(call.owner)]
                guard member.kind == .function, let type = index.ownerTypeName(file: file, member: call.owner) else { continue }
                lockingFunctions[member.name, default: []].append((member.parameters, type))
                lockingFiles[Int32(file), default: []].insert(member.name)
            }
        }
        // One level of indirection within a type: `replaceModal` calls `presentTarget`, which sets
        // `.fullScreen`.
        for (file, names) in lockingFiles {
            let outline = index.files[Int(file)].outline
            let symbols = Set(names.compactMap { outline.symbol($0) })
            for call in outline.calls where call.callee.count == 1 && call.owner >= 0 && symbols.contains(call.name) {
                let caller = outline.members[Int(call.owner)]
                guard caller.kind == .function, let type = index.ownerTypeName(file: Int(file), member: call.owner),
                      lockingFunctions[outline.name(of: call)]?.contains(where: {
                          $0.type == type && RIBsNavigation.labels(outline.argumentLabels(of: call), fit: $0.parameters)
                      }) == true else { continue }
                lockingFunctions[caller.name, default: []].append((caller.parameters, type))
            }
        }
        for name in ["modalPresentationStyle", "isModalInPresentation"] {
            for ref in index.members(named: name) where index.member(ref).kind == .property && index.member(ref).modifiers.contains(.override) {
                guard overrideLocks(ref), let type = index.ownerTypeName(ofMember: ref) else { continue }
                selfLockingTypes.insert(type)
                lockingTypes.insert(type)
            }
        }
    }

    /// Whether a locking assignment in an initializer is made on a controller that the initializer
    /// makes and keeps in a property of its own (`let navigation = UINavigationController(…)`,
    /// `navigation.modalPresentationStyle = .fullScreen`, `self.navigationController = navigation`):
    /// a wrapper that presents the controller it keeps locks it for every presentation.
    private func locksKeptController(_ assignment: Assignment, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard assignment.owner >= 0, assignment.closure < 0, outline.members[Int(assignment.owner)].kind == .initializer,
              assignment.target.base == .name, outline.elements(assignment.target).count == 2,
              let local = outline.names(assignment.target).first,
              let binding = index.localBinding(named: local, owner: assignment.owner, in: file),
              binding.value.map({ index.constructedTypeName(of: $0, in: file) != nil }) == true else { return false }
        return index.assignmentPositions(ownedBy: assignment.owner, in: file).contains { position in
            let store = outline.assignments[position]
            return store.op == .assign && store.closure < 0 && outline.elements(store.target).count == 1
                && (store.target.base == .selfKeyword || store.target.base == .name) && outline.lastName(store.target) != local
                && index.singleName(store.value, in: file) == local
        }
    }

    /// Whether an override of `modalPresentationStyle` or `isModalInPresentation` locks: its getter
    /// returns a locking style (or something other than `false`), and never a swipeable style
    /// (`.formSheet`, `.pageSheet`, `.automatic`) nor `false`. A getter whose returns are not seen
    /// (a stored override) is taken to lock.
    func overrideLocks(_ ref: ElementRef) -> Bool {
        let outline = index.files[Int(ref.file)].outline
        let isStyle = index.member(ref).name == "modalPresentationStyle"
        var locks = false, unlocks = false
        for item in outline.returns where item.owner == ref.index && item.closure < 0 {
            let value = item.value
            if isStyle {
                guard value.kind == .chain, value.call < 0, value.chain.base == .implicitMember || outline.names(value.chain).count == 2,
                      let style = outline.lastName(value.chain) else { continue }
                if PresentationFacts.lockingStyles.contains(style) { locks = true } else { unlocks = true }
            } else if value.kind == .false {
                unlocks = true
            } else {
                locks = true
            }
        }
        return locks || !unlocks
    }

    mutating func collectObservers() {
        for name in ["presentationControllerDidDismiss", "presentationControllerWillDismiss", "presentationControllerShouldDismiss", "deinit"] {
            for ref in index.members(named: name) where index.member(ref).body != nil {
                guard let type = index.ownerTypeName(ofMember: ref) else { continue }
                // A `deinit` observes nothing unless it reports the release (a probe).
                if name == "deinit" && !reportsRelease(ref, of: type) { continue }
                // A coordinator's deinit cannot run while its parent keeps it: it reports nothing on a swipe.
                if name == "deinit" && index.roles(of: type).contains(.coordinator) { continue }
                // A dismissal handler of a type that nothing makes a presentation controller's
                // delegate never runs.
                if name != "deinit" && !index.canBecomePresentationDelegate(type) { continue }
                if name == "deinit" { probeTypes.insert(type) } else { observingTypes.insert(type); dismissDelegateTypes.insert(type) }
            }
        }
        // A controller that reacts to its own dismissal (`isBeingDismissed`, RxCocoa's
        // `rx.viewDidDisAppear`, SwiftUI's `.onDisappear`) releases its RIB from there: the
        // lifecycle-detach rule's business, but the swipe is handled.
        for summary in index.files {
            let outline = summary.outline
            guard outline.symbol("isBeingDismissed") != nil || outline.symbol("onDisappear") != nil
                || outline.symbol("viewDidDisAppear") != nil else { continue }
            for type in outline.types where type.kind != .protocol { observingTypes.insert(index.simpleName(type.name)) }
        }
    }
}
