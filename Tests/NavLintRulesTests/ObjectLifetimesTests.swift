import Foundation
import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// Which classes live as long as the app (`ObjectLifetimes`), which the cycle rules share.
final class ObjectLifetimesTests: XCTestCase {
    private func model(_ files: [String: String]) -> SemanticModel {
        let summaries = files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) }
        return SemanticModel(index: ProjectIndex(files: summaries))
    }

    private func model(_ source: String) -> SemanticModel { model(["App.swift": source]) }

    func testTheApplicationAndSceneDelegatesAndMainClassLiveAsLongAsTheApp() {
        let found = model("""
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        final class MacDelegate: NSObject, NSApplicationDelegate {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
        @main final class Main: NSObject {}
        final class Screen: UIViewController {}
        func makeScreen() -> Screen { Screen() }
        struct Value {}
        """)
        XCTAssertEqual(found.appLifetimeReason(of: "AppDelegate"), "the application delegate")
        XCTAssertEqual(found.appLifetimeReason(of: "MacDelegate"), "the application delegate")
        XCTAssertEqual(found.appLifetimeReason(of: "Main"), "the application delegate")
        XCTAssertEqual(found.appLifetimeReason(of: "SceneDelegate"), "the scene delegate")
        XCTAssertNil(found.appLifetimeReason(of: "Screen"))
        XCTAssertNil(found.appLifetimeReason(of: "Value"))
        XCTAssertNil(found.appLifetimeReason(of: "NotInTheProject"))
    }

    func testStaticPropertiesOfAnyTypeAndGlobals() {
        let found = model("""
        final class Haptics { static let main: Haptics = .init() }
        final class Keyboard { static let shared = Self() }
        enum Services { static let updater = Updater() }
        final class Updater {}
        var Current = Environment()
        final class Environment {}
        let logger = Logger()
        final class Logger {}
        """)
        XCTAssertEqual(found.appLifetimeReason(of: "Haptics"), "a singleton kept in 'Haptics.main'")
        XCTAssertEqual(found.appLifetimeReason(of: "Keyboard"), "a singleton kept in 'Keyboard.shared'")
        XCTAssertEqual(found.appLifetimeReason(of: "Updater"), "kept in 'Services.updater'")
        XCTAssertEqual(found.appLifetimeReason(of: "Environment"), "kept by the global 'Current'")
        XCTAssertEqual(found.appLifetimeReason(of: "Logger"), "kept by the global 'logger'")
    }

    func testContainerSingletons() {
        let found = model("""
        final class Assembly1 {
            func assemble(container: Container) {
                container.register(Store.self) { _ in DiskStore() }.inObjectScope(.container)
                container.register(Screen.self) { _ in ScreenModel() }
                single { Analytics() }
            }
        }
        final class DiskStore {}
        final class ScreenModel {}
        final class Analytics {}
        """)
        XCTAssertEqual(found.appLifetimeReason(of: "DiskStore"), "a singleton of the dependency container")
        XCTAssertEqual(found.appLifetimeReason(of: "Analytics"), "a singleton of the dependency container")
        XCTAssertNil(found.appLifetimeReason(of: "ScreenModel"), "a graph-scoped registration makes one per resolution")
        let defaulted = model("""
        let assembler = Assembler([APSAssembly()], parent: nil, defaultObjectScope: .container)
        final class APSAssembly {
            func assemble(container: Container) {
                container.register(APSManager.self) { r in BaseAPSManager(resolver: r) }
            }
        }
        final class BaseAPSManager {}
        """)
        XCTAssertEqual(defaulted.appLifetimeReason(of: "BaseAPSManager"), "a singleton of the dependency container")
    }

    func testTheWindowsRootViewController() {
        let found = model("""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = MainTabBarController() }
        }
        final class MainTabBarController: UITabBarController {}
        """)
        XCTAssertEqual(found.appLifetimeReason(of: "MainTabBarController"), "the window's root view controller")
    }

    /// A window root lives as long as the app only when nothing replaces it: not a splash screen
    /// given to a window made again each time, not a login screen the main screen replaces.
    func testAWindowRootThatIsReplacedLaterIsNot() {
        let found = model([
            "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var privacyWindow: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = BrowserViewController()
                    return true
                }
                func showPrivacyWindow() {
                    privacyWindow = UIWindow()
                    privacyWindow?.rootViewController = SplashViewController()
                }
                func hidePrivacyWindow() { privacyWindow = nil }
            }
            final class BrowserViewController: UIViewController { let toolbar = Toolbar() }
            final class Toolbar {}
            final class SplashViewController: UIViewController {}
            """,
        ])
        XCTAssertEqual(found.appLifetimeReason(of: "BrowserViewController"), "the window's root view controller")
        XCTAssertEqual(found.appLifetimeReason(of: "Toolbar"),
                       "kept in 'BrowserViewController.toolbar', set once, of the app-lifetime 'BrowserViewController'")
        XCTAssertNil(found.appLifetimeReason(of: "SplashViewController"), "its window is made again, and dropped")
        let replaced = model([
            "SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = LoginViewController() }
            }
            final class AppRouter {
                func didLogin() { UIApplication.shared.keyWindow?.rootViewController = MainViewController() }
            }
            final class LoginViewController: UIViewController {}
            final class MainViewController: UIViewController {}
            """,
        ])
        XCTAssertNil(replaced.appLifetimeReason(of: "LoginViewController"), "replaced through the key window")
        XCTAssertNil(replaced.appLifetimeReason(of: "MainViewController"), "replaces another root")
        // Another object's own window is another window: it replaces nothing, and lives as long as that object.
        let ownWindows = model("""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = MainTabBarController() }
        }
        final class OptionsPicker {
            private var window: UIWindow?
            func show() {
                window = UIWindow()
                window?.rootViewController = PickerViewController()
            }
        }
        final class MainTabBarController: UITabBarController {}
        final class PickerViewController: UIViewController {}
        """)
        XCTAssertEqual(ownWindows.appLifetimeReason(of: "MainTabBarController"), "the window's root view controller")
        XCTAssertNil(ownWindows.appLifetimeReason(of: "PickerViewController"), "the root of a picker's own window")
    }

    /// The storyboard template's initial screen: the one view controller beside the app delegate
    /// that no code builds; not when there are two (one is a segue's), nor when code sets the root.
    func testTheStoryboardTemplatesInitialScreen() {
        let delegate = "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }"
        let screen = "final class ViewController: UIViewController {}"
        XCTAssertNotNil(model(["App/AppDelegate.swift": delegate, "App/ViewController.swift": screen]).appLifetimeReason(of: "ViewController"))
        let two = model(["App/AppDelegate.swift": delegate, "App/ViewController.swift": screen,
                         "App/DetailViewController.swift": "final class DetailViewController: UIViewController {}"])
        XCTAssertNil(two.appLifetimeReason(of: "ViewController"))
        XCTAssertNil(model(["App/AppDelegate.swift": delegate, "Screens/ViewController.swift": screen]).appLifetimeReason(of: "ViewController"))
        XCTAssertNil(model(["App/AppDelegate.swift": delegate, "App/ViewController.swift": screen,
                            "App/Router.swift": "final class Router { func show(_ window: UIWindow) { window.rootViewController = Other() } }"])
            .appLifetimeReason(of: "ViewController"))
    }

    /// A folder's files are the files right in it: not a subfolder's, nor a folder whose name
    /// starts with its name; the same whichever folder is asked about first (the first is found by
    /// bytes, the later ones through a table of every file's folder).
    func testTheStoryboardAppFolderHoldsOnlyItsOwnFiles() {
        let delegate = "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }"
        let files = [
            "App/AppDelegate.swift": delegate,
            "App/ViewController.swift": "final class ViewController: UIViewController {}",
            "App/Sub/DetailViewController.swift": "final class DetailViewController: UIViewController {}",
            "Apps/ListViewController.swift": "final class ListViewController: UIViewController {}",
            "Mac/MacDelegate.swift": "final class MacDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
            "Mac/MacViewController.swift": "final class MacViewController: UIViewController {}",
            "Mac/Sub/Router.swift": "final class Router { func show(_ window: UIWindow) { window.rootViewController = Other() } }",
        ]
        for order in [["ViewController", "MacViewController", "DetailViewController", "ListViewController"],
                      ["ListViewController", "DetailViewController", "MacViewController", "ViewController"]] {
            let found = model(files)
            let reasons = Dictionary(uniqueKeysWithValues: order.map { ($0, found.appLifetimeReason(of: $0) != nil) })
            XCTAssertEqual(reasons, ["ViewController": true, "MacViewController": true, "DetailViewController": false, "ListViewController": false],
                           "asked in the order \(order)")
        }
    }

    func testObjectsKeptOnlyByAppLifetimeObjectsThroughPropertiesSetOnce() {
        let found = model([
            "AppDelegate.swift": """
            final class AppDelegate: NSObject, NSApplicationDelegate {
                private let manager = AppManager()
                private var coordinator: AppCoordinator?
                func applicationDidFinishLaunching(_ notification: Notification) {
                    coordinator = AppCoordinator()
                }
            }
            """,
            "AppCoordinator.swift": """
            final class AppCoordinator {
                let search: SearchCoordinator
                private lazy var player = PlayerController()
                init() {
                    let search = SearchCoordinator()
                    self.search = search
                }
            }
            final class AppManager {}
            final class SearchCoordinator {}
            final class PlayerController {}
            """,
            "UTMApp.swift": """
            @main
            struct LibraryApp: App {
                @StateObject private var navigation = NavigationModel()
                private let data: LibraryData
                init() {
                    let data = LibraryData()
                    self.data = data
                }
            }
            final class NavigationModel: ObservableObject {}
            final class LibraryData {}
            """,
        ])
        XCTAssertEqual(found.appLifetimeReason(of: "AppManager"), "kept in 'AppDelegate.manager', set once, of the app-lifetime 'AppDelegate'")
        XCTAssertEqual(found.appLifetimeReason(of: "AppCoordinator"), "kept in 'AppDelegate.coordinator', set once, of the app-lifetime 'AppDelegate'")
        XCTAssertEqual(found.appLifetimeReason(of: "SearchCoordinator"), "kept in 'AppCoordinator.search', set once, of the app-lifetime 'AppCoordinator'")
        XCTAssertEqual(found.appLifetimeReason(of: "PlayerController"), "kept in 'AppCoordinator.player', set once, of the app-lifetime 'AppCoordinator'")
        XCTAssertEqual(found.appLifetimeReason(of: "NavigationModel"), "kept in 'LibraryApp.navigation' of the SwiftUI app")
        XCTAssertEqual(found.appLifetimeReason(of: "LibraryData"), "kept in 'LibraryApp.data' of the SwiftUI app")
    }

    func testObjectsBuiltElsewhereOrKeptInPropertiesSetAgainDoNot() {
        let found = model("""
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            private let coordinator = AppCoordinator()
            private let profile = ProfileModel()
            private let settings = SettingsModel()
        }
        final class AppCoordinator {
            private var login: LoginCoordinator?
            private weak var about: AboutModel?
            func logout() { login = LoginCoordinator() }
            func didLogin() { login = nil }
            func showAbout() { about = AboutModel() }
            func profileScreen() -> ProfileViewController { ProfileViewController() }
        }
        final class ProfileViewController: UIViewController {
            private let model = ProfileModel()
        }
        extension ProfileModel {
            static let preview = ProfileModel()
        }
        extension SettingsModel {
            static var preview: SettingsModel { SettingsModel() }
        }
        final class LoginCoordinator {}
        final class ProfileModel {}
        final class SettingsModel {}
        final class AboutModel {}
        final class Orphan {}
        func makeOrphan() -> Orphan { Orphan() }
        """)
        XCTAssertNotNil(found.appLifetimeReason(of: "AppCoordinator"))
        XCTAssertNil(found.appLifetimeReason(of: "LoginCoordinator"), "set again, and to nil")
        XCTAssertNil(found.appLifetimeReason(of: "ProfileModel"), "also built for each profile screen")
        XCTAssertNotNil(found.appLifetimeReason(of: "SettingsModel"), "built again only by a static preview, which is no maker")
        XCTAssertNil(found.appLifetimeReason(of: "AboutModel"), "kept weakly")
        XCTAssertNil(found.appLifetimeReason(of: "Orphan"), "returned: what keeps it is not known")
    }

    func testARootRIBAndTheChildItAttachesOnce() {
        let found = model([
            "SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                private var launchRouter: LaunchRouting?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let launchRouter = RootBuilder.init(dependency: AppComponent()).build()
                    self.launchRouter = launchRouter
                }
            }
            """,
            "Root.swift": """
            final class RootBuilder: Builder<RootDependency> {
                func build() -> LaunchRouting {
                    let viewController = RootViewController()
                    let router = RootRouter(viewController: viewController, home: HomeBuilder(dependency: dependency), settings: SettingsBuilder())
                    return router
                }
            }
            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
                private let home: HomeBuildable
                private let settings: SettingsBuilder
                override func didLoad() {
                    super.didLoad()
                    routeToHome()
                }
                private func routeToHome() {
                    let child = home.build()
                    attachChild(child)
                }
                func routeToSettings() {
                    attachChild(settings.build())
                }
            }
            """,
            "Home.swift": """
            protocol HomeBuildable: Buildable { func build() -> ViewableRouting }
            final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
                func build() -> ViewableRouting {
                    let viewController = HomeViewController()
                    let interactor = HomeInteractor(presenter: viewController)
                    return HomeRouter(interactor: interactor, viewController: viewController)
                }
            }
            final class SettingsBuilder {
                func build() -> ViewableRouting {
                    SettingsRouter(interactor: SettingsInteractor())
                }
            }
            final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {}
            final class HomeInteractor: PresentableInteractor<HomePresentable> {}
            final class HomeViewController: UIViewController {}
            final class SettingsRouter: Router<SettingsInteractable> {}
            final class SettingsInteractor: Interactor {}
            """,
        ])
        XCTAssertNotNil(found.appLifetimeReason(of: "RootRouter"), "returned by a builder the scene delegate calls once, and kept there")
        XCTAssertNotNil(found.appLifetimeReason(of: "HomeRouter"), "attached once, from didLoad, by a router that never detaches")
        XCTAssertNotNil(found.appLifetimeReason(of: "HomeInteractor"), "given to the home router")
        XCTAssertNotNil(found.appLifetimeReason(of: "HomeViewController"))
        XCTAssertNil(found.appLifetimeReason(of: "SettingsRouter"), "attached by a method that may run any number of times")
        XCTAssertNil(found.appLifetimeReason(of: "SettingsInteractor"))
    }

    func testAChildAttachedOnceByARouterThatDetachesOrInALoopIsNot() {
        let found = model("""
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            private let router = MainRouter(tabs: [FeedBuilder()], profile: ProfileBuilder())
        }
        final class MainRouter: ViewableRouter<MainInteractable, MainViewControllable> {
            private let tabs: [FeedBuilder]
            private let profile: ProfileBuilder
            override func didLoad() {
                super.didLoad()
                for tab in tabs { attachChild(tab.build()) }
                let child = profile.build()
                attachChild(child)
            }
            func logout(_ child: Routing) { detachChild(child) }
        }
        final class FeedBuilder { func build() -> Routing { FeedRouter() } }
        final class ProfileBuilder { func build() -> Routing { ProfileRouter() } }
        final class FeedRouter: Router<FeedInteractable> {}
        final class ProfileRouter: Router<ProfileInteractable> {}
        """)
        XCTAssertNotNil(found.appLifetimeReason(of: "MainRouter"))
        XCTAssertNil(found.appLifetimeReason(of: "FeedRouter"), "attached in a loop")
        XCTAssertNil(found.appLifetimeReason(of: "ProfileRouter"), "its router detaches children")
    }

    func testACycleOfHoldersIsNotEvidence() {
        let found = model("""
        final class A { let b = B() }
        final class B { let a = A() }
        """)
        XCTAssertNil(found.appLifetimeReason(of: "A"))
        XCTAssertNil(found.appLifetimeReason(of: "B"))
    }

    /// The deep RIBs tree of the rule document's "A child built once in the initializers of routers
    /// made once, however deep": the sign-in screen is eight steps inside bodies and four holders
    /// below the scene delegate.
    private let deepTree: [String: String] = [
            "Auth.swift": """
            final class AuthBuilder: Builder<AuthDependency> {
                func build() -> ViewableRouting {
                    let viewController = AuthViewController()
                    let interactor = AuthInteractor(presenter: viewController)
                    return AuthRouter(interactor: interactor, viewController: viewController)
                }
            }

            final class AuthRouter: ViewableRouter<AuthInteractable, AuthViewControllable> {}

            final class AuthViewController: UIViewController {
                private let disposeBag = DisposeBag()
                private let taps = PublishSubject<Void>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    taps.subscribe(onNext: { self.showLogin() }).disposed(by: disposeBag)
                }

                func showLogin() {}
            }
            """,
            "Profile.swift": """
            final class ProfileBuilder: Builder<ProfileDependency> {
                func build() -> ViewableRouting {
                    let viewController = ProfileViewController()
                    let interactor = ProfileInteractor(presenter: viewController)
                    return ProfileRouter(interactor: interactor, viewController: viewController, authBuilder: AuthBuilder(dependency: dependency))
                }
            }

            final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable> {
                private let auth: ViewableRouting

                init(interactor: ProfileInteractable, viewController: ProfileViewControllable, authBuilder: AuthBuilder) {
                    auth = authBuilder.build()
                    super.init(interactor: interactor, viewController: viewController)
                }

                override func didLoad() {
                    super.didLoad()
                    attachChild(auth)
                }
            }
            """,
            "Root.swift": """
            final class RootBuilder: Builder<RootDependency> {
                func build() -> LaunchRouting {
                    let viewController = RootViewController()
                    let interactor = RootInteractor(presenter: viewController)
                    return RootRouter(interactor: interactor, viewController: viewController, tabsBuilder: TabsBuilder(dependency: dependency))
                }
            }

            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
                private let tabsBuilder: TabsBuilder
                private var tabs: ViewableRouting?

                init(interactor: RootInteractable, viewController: RootViewControllable, tabsBuilder: TabsBuilder) {
                    self.tabsBuilder = tabsBuilder
                    super.init(interactor: interactor, viewController: viewController)
                }

                override func didLoad() {
                    super.didLoad()
                    attachTabs()
                }

                private func attachTabs() {
                    let tabs = tabsBuilder.build()
                    self.tabs = tabs
                    attachChild(tabs)
                    viewController.show(tabs.viewControllable)
                }
            }
            """,
            "SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var launchRouter: LaunchRouting?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow()
                    self.window = window
                    let launchRouter = RootBuilder(dependency: AppComponent()).build()
                    self.launchRouter = launchRouter
                    launchRouter.launch(from: window)
                }
            }
            """,
            "Tabs.swift": """
            final class TabsBuilder: Builder<TabsDependency> {
                func build() -> ViewableRouting {
                    let viewController = TabsViewController()
                    let interactor = TabsInteractor(presenter: viewController)
                    return TabsRouter(interactor: interactor, viewController: viewController, profileBuilder: ProfileBuilder(dependency: dependency))
                }
            }

            final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable> {
                private let profile: ViewableRouting

                init(interactor: TabsInteractable, viewController: TabsViewControllable, profileBuilder: ProfileBuilder) {
                    profile = profileBuilder.build()
                    super.init(interactor: interactor, viewController: viewController)
                }

                override func didLoad() {
                    super.didLoad()
                    attachChild(profile)
                }
            }
            """
    ]

    /// The classes of `deepTree`, the sign-in screen (asked about first by the rules) first.
    private let deepTreeTypes = ["AuthViewController", "AuthRouter", "ProfileRouter", "TabsRouter", "RootRouter", "SceneDelegate"]

    func testTheAnswersDoNotDependOnWhichClassIsAskedFirst() {
        let screenFirst = model(deepTree)
        let answers = deepTreeTypes.map { screenFirst.appLifetimeReason(of: $0) }
        let rootFirst = model(deepTree)
        let reversed = deepTreeTypes.reversed().map { rootFirst.appLifetimeReason(of: $0) }
        XCTAssertEqual(answers, Array(reversed.reversed()))
        XCTAssertTrue(answers.allSatisfy { $0 != nil }, "\(answers)")
        XCTAssertEqual(answers.first, "given to a 'AuthRouter' that lives as long as the app (made once by 'AuthBuilder.build' (kept in 'ProfileRouter.auth', set once, of the app-lifetime 'ProfileRouter'))")
    }

    func testTwoThreadsAskingInOppositeOrdersGetTheSameAnswers() {
        let expected = model(deepTree)
        let answers = deepTreeTypes.map { expected.appLifetimeReason(of: $0) }
        for _ in 0..<20 {
            let shared = model(deepTree)
            let results = Results(count: 2)
            let types = deepTreeTypes
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                let order = thread == 0 ? types : types.reversed()
                var found: [String: String?] = [:]
                for type in order { found[type] = shared.appLifetimeReason(of: type) }
                results.set(thread, types.map { found[$0] ?? nil })
            }
            XCTAssertEqual(results.values, [answers, answers])
        }
    }

    /// The answers of `testTwoThreadsAskingInOppositeOrdersGetTheSameAnswers`, one per thread.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [[String?]]
        init(count: Int) { stored = Array(repeating: [], count: count) }
        func set(_ position: Int, _ value: [String?]) { lock.lock(); stored[position] = value; lock.unlock() }
        var values: [[String?]] { lock.lock(); defer { lock.unlock() }; return stored }
    }

    func testASingleAssignmentCountsAsSetOnceOnlyWhenItRunsOnce() {
        let found = model("""
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            private let coordinator = AppCoordinator()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator.start()
                return true
            }
        }
        final class AppCoordinator {
            private var main: MainCoordinator?
            private var session: SessionCoordinator?
            private var settings: SettingsCoordinator?
            private var player: PlayerCoordinator?
            private var badges: BadgeCoordinator?
            private let events = PassthroughSubject<Void, Never>()
            private var cancellables = Set<AnyCancellable>()
            func start() {
                main = MainCoordinator()
                loadSession { self.didLoadSession() }
                events.sink { self.showBadges() }.store(in: &cancellables)
            }
            func loadSession(_ completion: @escaping () -> Void) {}
            func didLoadSession() { session = SessionCoordinator() }
            func didTapSettings() { settings = SettingsCoordinator() }
            func didTapPlay() {
                if player == nil { player = PlayerCoordinator() }
            }
            func showBadges() { badges = BadgeCoordinator() }
        }
        final class MainCoordinator {}
        final class SessionCoordinator {}
        final class SettingsCoordinator {}
        final class PlayerCoordinator {}
        final class BadgeCoordinator {}
        """)
        XCTAssertNotNil(found.appLifetimeReason(of: "MainCoordinator"), "set in a method called once at launch")
        XCTAssertNotNil(found.appLifetimeReason(of: "SessionCoordinator"), "set from a completion given at launch")
        XCTAssertNil(found.appLifetimeReason(of: "SettingsCoordinator"), "a tap's method: nothing in the project calls it")
        XCTAssertNotNil(found.appLifetimeReason(of: "PlayerCoordinator"), "made only while the property is nil")
        XCTAssertNil(found.appLifetimeReason(of: "BadgeCoordinator"), "set on every event of a subscription")
    }
}
