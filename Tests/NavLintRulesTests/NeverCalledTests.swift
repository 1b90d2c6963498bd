import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// "Is this ever called" (`SemanticModel.isNeverCalled`, `isNeverMade`, `cannotBeCalledBySystem`):
/// `true` only on a proof, every other way code could run counting as a call.
final class NeverCalledTests: XCTestCase {
    private func model(_ files: [(path: String, source: String)]) -> SemanticModel {
        SemanticModel(index: ProjectIndex(files: files.map { FileSummary(path: $0.path, bytes: Array($0.source.utf8)) }))
    }

    private func model(_ source: String) -> SemanticModel { model([("A.swift", source)]) }

    /// Whether `isNeverCalled` holds for the member named `member` of type `type`.
    private func isNeverCalled(_ member: String, of type: String, in model: SemanticModel) -> Bool {
        let ref = model.index.members(of: type).first { model.index.member($0).name == member }!
        return model.isNeverCalled(file: Int(ref.file), member: ref.index)
    }

    private let camera = """
    final class Service {
        func capture() {}
    }
    final class Model: ObservableObject {
        private let service = Service()
        func run() { service.capture() }
    }
    """

    func testAClassMadeOnlyByAClassNothingMakesIsNeverMade() {
        let model = model(camera)
        XCTAssertTrue(model.isNeverMade("Service"))
        XCTAssertTrue(isNeverCalled("capture", of: "Service", in: model))
        // The maker itself is made by nothing in the project: code that is not there may make it.
        XCTAssertFalse(model.isNeverMade("Model"))
    }

    func testAMakerThatTheProjectMakesOrThatMayBeMadeOtherwiseMakes() {
        XCTAssertFalse(model(camera + "\nlet shared = Model()").isNeverMade("Service"), "a global makes the maker")
        XCTAssertFalse(model(camera + "\nfinal class Screen: UIViewController { let model = Model() }").isNeverMade("Service"))
        XCTAssertFalse(model(camera.replacingOccurrences(of: "ObservableObject", with: "NSObject")).isNeverMade("Service"),
                       "an NSObject may be made by name")
        XCTAssertFalse(model(camera.replacingOccurrences(of: "ObservableObject", with: "Decodable")).isNeverMade("Service"),
                       "a decoder makes a Decodable")
        XCTAssertFalse(model(camera.replacingOccurrences(of: "final class Model", with: "@objc final class Model")).isNeverMade("Service"))
        XCTAssertFalse(model(camera + "\nlet type = Model.self").isNeverMade("Service"), "a metatype handed on may make it")
        XCTAssertFalse(model(camera + "\nprotocol Makeable { init() }\nextension Model: Makeable {}").isNeverMade("Service"),
                       "a generic T() of a protocol requiring init may make it")
        XCTAssertFalse(model(camera + "\nfinal class Screen { static let model = Model() }").isNeverMade("Service"),
                       "a static property runs without an object")
        let screen = "final class Screen: UIViewController {}\nfinal class Holder { let screen = Screen() }\n"
        XCTAssertFalse(model(screen + "extension UIViewController { func dismissAll() {} }").isNeverMade("Screen"),
                       "a framework class the project extends is still a framework class (a storyboard may make it)")
    }

    func testAPublicClassOfALibraryPackageMayBeMadeByItsClients() {
        let source = camera.replacingOccurrences(of: "final class Model", with: "public final class Model")
        XCTAssertTrue(model([("App/A.swift", source)]).isNeverMade("Service"), "public means nothing in an app target")
        XCTAssertFalse(model([("Lib/Sources/A.swift", source), ("Lib/Package.swift", "let package = Package(name: \"Lib\")")])
            .isNeverMade("Service"))
        let package = ("Package.swift", "let package = Package(name: \"App\")")
        let entry = "@main struct NewsApp: App { var body: some Scene { WindowGroup {} } }"
        XCTAssertTrue(model([package, ("App/NewsApp.swift", entry), ("App/Camera/A.swift", source)]).isNeverMade("Service"),
                      "the folder of the app's entry point builds a program, whatever the root Package.swift lists")
        XCTAssertFalse(model([package, ("Sources/Tool/Tool.swift", entry), ("Sources/Lib/A.swift", source)]).isNeverMade("Service"),
                       "a library target beside the executable's folder is still exported")
        XCTAssertFalse(model([package, ("Tool.swift", entry), ("Sources/Lib/A.swift", source)]).isNeverMade("Service"),
                       "an entry point at the package root proves nothing")
    }

    func testAMethodNothingCallsRunsOnlyWhenTheSystemCanCallIt() {
        let view = """
        final class Player: UIView {
            func setUp() {}
        }
        final class Screen: UIViewController { let player = Player() }
        """
        XCTAssertTrue(isNeverCalled("setUp", of: "Player", in: model(view)))
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view.replacingOccurrences(of: "UIView {", with: "UIView, WKNavigationDelegate {"))),
                       "a framework protocol may require it")
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view.replacingOccurrences(of: ": UIView", with: ": UICollectionViewController"))),
                       "a base with delegate requirements of its own")
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view.replacingOccurrences(of: "    func setUp", with: "    @objc func setUp"))))
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view + "\nlet action = #selector(Player.setUp)")))
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view + "\nprotocol Settable { func setUp() }")))
        XCTAssertFalse(isNeverCalled("setUp", of: "Player", in: model(view.replacingOccurrences(of: "final class Screen: UIViewController { let player = Player() }", with: ""))),
                       "a type the project never makes may be used by code that is not there")
    }
}
