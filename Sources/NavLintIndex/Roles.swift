/// What part a type plays in the navigation architecture.
public struct Roles: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A RIBs router (inherits from `Router`, `ViewableRouter`, `LaunchRouter`…).
    public static let router = Roles(rawValue: 1 << 0)
    /// A RIBs interactor.
    public static let interactor = Roles(rawValue: 1 << 1)
    /// A view controller (UIKit's family, or a RIBs `ViewControllable`).
    public static let viewController = Roles(rawValue: 1 << 2)
    /// A navigation controller.
    public static let navigationController = Roles(rawValue: 1 << 3)
    /// A coordinator (its name, or a protocol or superclass it adopts, ends in `Coordinator`…).
    public static let coordinator = Roles(rawValue: 1 << 4)

    public var description: String {
        var names: [String] = []
        if contains(.router) { names.append("router") }
        if contains(.interactor) { names.append("interactor") }
        if contains(.viewController) { names.append("view-controller") }
        if contains(.navigationController) { names.append("navigation-controller") }
        if contains(.coordinator) { names.append("coordinator") }
        return names.joined(separator: ",")
    }
}

/// The base names that give types their roles, kept as data so a project can extend them
/// (configuration `roles`).
public struct RoleConfiguration: Hashable, Sendable {
    public var routerBases: Set<String>
    public var interactorBases: Set<String>
    public var viewControllerBases: Set<String>
    public var navigationControllerBases: Set<String>
    /// Exact base names that make a coordinator, besides the suffixes.
    public var coordinatorBases: Set<String>
    /// A type whose name, or an ancestor's name, ends in one of these is a coordinator.
    public var coordinatorSuffixes: [String]
    /// Names of the project's common push methods (that record the pushed child for the flush path).
    public var pushMethods: Set<String>
    /// Types that own the flush path (the navigation controller's delegate that releases children).
    public var flushOwners: Set<String>

    public init(
        routerBases: Set<String> = RoleConfiguration.defaultRouterBases,
        interactorBases: Set<String> = RoleConfiguration.defaultInteractorBases,
        viewControllerBases: Set<String> = RoleConfiguration.defaultViewControllerBases,
        navigationControllerBases: Set<String> = RoleConfiguration.defaultNavigationControllerBases,
        coordinatorBases: Set<String> = [],
        coordinatorSuffixes: [String] = RoleConfiguration.defaultCoordinatorSuffixes,
        pushMethods: Set<String> = [],
        flushOwners: Set<String> = []
    ) {
        self.routerBases = routerBases
        self.interactorBases = interactorBases
        self.viewControllerBases = viewControllerBases
        self.navigationControllerBases = navigationControllerBases
        self.coordinatorBases = coordinatorBases
        self.coordinatorSuffixes = coordinatorSuffixes
        self.pushMethods = pushMethods
        self.flushOwners = flushOwners
    }

    public static let defaultRouterBases: Set<String> = ["Router", "ViewableRouter", "LaunchRouter"]
    public static let defaultInteractorBases: Set<String> = ["Interactor", "PresentableInteractor"]
    public static let defaultNavigationControllerBases: Set<String> = ["UINavigationController"]
    public static let defaultViewControllerBases: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        "UIInputViewController", "UIDocumentBrowserViewController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "AVPlayerViewController",
        "PHPickerViewController", "CNContactViewController", "CNContactPickerViewController",
        "QLPreviewController", "ViewControllable",
    ]
    public static let defaultCoordinatorSuffixes = ["Coordinator", "Coordinating"]

    public static let `default` = RoleConfiguration()

    /// The roles a single ancestor name confers.
    public func roles(forBaseName name: String) -> Roles {
        var roles: Roles = []
        if routerBases.contains(name) { roles.insert(.router) }
        if interactorBases.contains(name) { roles.insert(.interactor) }
        if viewControllerBases.contains(name) { roles.insert(.viewController) }
        if navigationControllerBases.contains(name) { roles.insert([.navigationController, .viewController]) }
        if isCoordinatorName(name) { roles.insert(.coordinator) }
        return roles
    }

    /// Whether a type is a coordinator by its own name (`roles(forBaseName:)`, coordinator part only).
    public func isCoordinatorName(_ name: String) -> Bool {
        coordinatorSuffixes.contains(where: { name.hasSuffix($0) }) || !coordinatorBases.isEmpty && coordinatorBases.contains(name)
    }
}
