@testable import NavLintKit
import NavLintReporters
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// `--fix`: the planned repairs are exactly the expected text, the finding is gone when the fixed
/// project is linted again, a second plan changes nothing, and what cannot be repaired safely is
/// left alone with a reason.
final class FixTests: XCTestCase {
    /// A coordinator that keeps a child, and the child's strong reference back (strong-back-reference).
    static let parentCoordinator = """
        final class AppCoordinator {
            var childCoordinators: [AccountsCoordinator] = []
            func start() {
                let accounts = AccountsCoordinator()
                accounts.parentCoordinator = self
                childCoordinators.append(accounts)
            }
        }

        """

    /// A coordinator whose subscription, kept in its own `cancellables`, captures it (closure-capture-cycle).
    static func subscription(_ closure: String) -> String {
        """
        import Combine

        final class TransferCoordinator {
            private var cancellables = Set<AnyCancellable>()
            private let rates = PassthroughSubject<Double, Never>()
            private var rate = 0.0

            func start() {
                rates
                    .sink \(closure)
                    .store(in: &cancellables)
            }

            func show(_ rate: Double) {}
        }

        """
    }

    struct Run {
        var plan: FixPlan
        var fixed: [String: String]
        /// The findings of fixable rules when the fixed files are linted again.
        var remaining: [Finding]
        /// The plan for the fixed files: a second `--fix` run.
        var secondPlan: FixPlan
    }

    func fix(_ files: [String: String], configuration: Configuration = Configuration()) throws -> Run {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        let outcome = Linter(configuration: configuration, jobs: 1).lint(inputs)
        let index = try XCTUnwrap(outcome.index)
        let plan = Fixer.plan(outcome.findings, index: index) { Array(files[index.files[$0].path]!.utf8) }
        var fixed = files
        for (path, edits) in plan.edits {
            fixed[path] = String(decoding: TextEdit.apply(edits, to: Array(files[path]!.utf8)), as: UTF8.self)
        }
        let again = Linter(configuration: configuration, jobs: 1).lint(fixed.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) })
        let againIndex = try XCTUnwrap(again.index)
        let secondPlan = Fixer.plan(again.findings, index: againIndex) { Array(fixed[againIndex.files[$0].path]!.utf8) }
        return Run(plan: plan, fixed: fixed, remaining: again.findings.filter { Fixer.fixableRules.contains($0.ruleID) },
                   secondPlan: secondPlan)
    }

    func testAStrongBackReferenceBecomesWeak() throws {
        let child = "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator? // the parent\n}\n"
        let run = try fix(["App.swift": Self.parentCoordinator, "Accounts.swift": child])
        XCTAssertEqual(run.plan.fixed.map(\.ruleID), ["strong-back-reference"])
        XCTAssertEqual(run.fixed["Accounts.swift"], child.replacingOccurrences(of: "    var parent", with: "    weak var parent"))
        XCTAssertEqual(run.fixed["App.swift"], Self.parentCoordinator, "nothing else changes")
        XCTAssertEqual(run.remaining, [])
        XCTAssertTrue(run.secondPlan.edits.isEmpty)
    }

    /// A cycle through an app-lifetime object is not reported by default (it frees nothing while the
    /// app runs); asked for as a warning, it names that object and suggests no `weak`, and `--fix`
    /// leaves it alone, since a weak property there may free a running flow.
    func testACycleThroughASingletonIsAWarningThatFixLeavesAlone() throws {
        let app = """
            final class AppCoordinator {
                static let shared = AppCoordinator()
                private var childCoordinators: [AccountsCoordinator] = []

                func showAccounts() {
                    let accounts = AccountsCoordinator()
                    accounts.parentCoordinator = self
                    childCoordinators.append(accounts)
                }
            }

            """
        let child = "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator?\n}\n"
        let inputs = [SourceInput(path: "Accounts.swift", text: child), SourceInput(path: "App.swift", text: app)]
        XCTAssertFalse(Linter(jobs: 1).lint(inputs).findings.contains { $0.ruleID == "strong-back-reference" })
        let configuration = try ConfigurationLoader.parse(
            Array("{\"rules\": {\"strong-back-reference\": {\"appLifetimeCycles\": \"warning\"}}}".utf8), path: ".navlint.json",
            acceptedOptions: Configuration.acceptedOptions)
        let outcome = Linter(configuration: configuration, jobs: 1).lint(inputs)
        let finding = try XCTUnwrap(outcome.findings.first { $0.ruleID == "strong-back-reference" })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.message, "reference cycle through app-lifetime 'AppCoordinator', a singleton kept in 'AppCoordinator.shared': 'AppCoordinator.childCoordinators' -> 'AccountsCoordinator.parentCoordinator' -> 'AppCoordinator'; it frees nothing while the app runs, so release what it keeps when its flow ends rather than making 'parentCoordinator' weak")
        let run = try fix(["App.swift": app, "Accounts.swift": child], configuration: configuration)
        XCTAssertEqual(run.plan.fixed, [])
        XCTAssertTrue(run.plan.edits.isEmpty)
        XCTAssertTrue(run.plan.skipped.first?.reason.contains("lives as long as the app") == true, "\(run.plan.skipped)")
    }

    /// The rule's `appLifetimeCycles` option: `"off"` drops those cycles, `"error"` keeps the rule's severity.
    func testTheAppLifetimeCyclesOption() throws {
        let app = "final class AppCoordinator {\n    static let shared = AppCoordinator()\n    private var children: [AccountsCoordinator] = []\n"
            + "    func show() {\n        let accounts = AccountsCoordinator()\n        accounts.parentCoordinator = self\n        children.append(accounts)\n    }\n}\n"
            + "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator?\n}\n"
        XCTAssertEqual(Configuration.acceptedOptions(of: "strong-back-reference").keys.sorted(), ["appLifetimeCycles"])
        for (mode, expected) in [("off", [Severity]()), ("error", [.error]), ("warning", [.warning])] {
            let configuration = try ConfigurationLoader.parse(
                Array("{\"rules\": {\"strong-back-reference\": {\"appLifetimeCycles\": \"\(mode)\"}}}".utf8), path: ".navlint.json",
                acceptedOptions: Configuration.acceptedOptions)
            let findings = Linter(configuration: configuration, jobs: 1).lint([SourceInput(path: "App.swift", text: app)]).findings
            XCTAssertEqual(findings.filter { $0.ruleID == "strong-back-reference" }.map(\.severity), expected, mode)
        }
    }

    func testABackReferenceThatCannotBeWeakIsLeftWithAReason() throws {
        for (declaration, reason) in [
            ("let parentCoordinator: AppCoordinator?", "is a 'let'"),
            ("var parentCoordinator: AppCoordinator", "needs an optional type"),
            ("@Published var parentCoordinator: AppCoordinator?", "property wrapper"),
            ("var parentCoordinator: AppCoordinator?, title: String?", "other properties in one 'var'"),
        ] {
            let child = "final class AccountsCoordinator {\n    \(declaration)\n}\n"
            let run = try fix(["App.swift": Self.parentCoordinator, "Accounts.swift": child])
            XCTAssertEqual(run.plan.fixed, [], declaration)
            XCTAssertTrue(run.plan.edits.isEmpty, declaration)
            XCTAssertEqual(run.plan.skipped.count, 1, declaration)
            XCTAssertTrue(run.plan.skipped.first?.reason.contains(reason) == true, "\(declaration): \(run.plan.skipped)")
        }
    }

    /// A listener protocol that refines a protocol from outside the project may be adopted by value
    /// types elsewhere: `AnyObject` is added only when every project adopter is a class.
    func testAProtocolIsMadeClassBoundOnlyWhenEveryAdopterIsAClass() throws {
        let listener = "protocol AccountsListener: FrameworkListener {}\n"
        let parent = """
            final class AppCoordinator: AccountsListener {
                var children: [AccountsCoordinator] = []
                func start() {
                    let accounts = AccountsCoordinator()
                    accounts.listener = self
                    children.append(accounts)
                }
            }

            """
        let child = "final class AccountsCoordinator {\n    var listener: AccountsListener?\n}\n"
        let run = try fix(["Listener.swift": listener, "App.swift": parent, "Accounts.swift": child])
        XCTAssertEqual(run.plan.fixed.map(\.ruleID), ["strong-back-reference"])
        XCTAssertEqual(run.fixed["Listener.swift"], "protocol AccountsListener: AnyObject, FrameworkListener {}\n")
        XCTAssertEqual(run.fixed["Accounts.swift"], "final class AccountsCoordinator {\n    weak var listener: AccountsListener?\n}\n")
        XCTAssertEqual(run.remaining, [])

        let withStruct = try fix(["Listener.swift": listener, "App.swift": parent, "Accounts.swift": child,
                                  "Preview.swift": "struct PreviewListener: AccountsListener {}\n"])
        XCTAssertTrue(withStruct.plan.edits.isEmpty)
        XCTAssertTrue(withStruct.plan.skipped.first?.reason.contains("'PreviewListener', which is not a class") == true,
                      "\(withStruct.plan.skipped)")
    }

    func testASubscriptionGetsWeakSelfAndAGuardWhenItsBodyUsesSelf() throws {
        let leaky = Self.subscription("{ rate in // keeps the rate\n                self.rate = rate\n                self.show(rate)\n            }")
        let run = try fix(["Transfer.swift": leaky])
        XCTAssertEqual(run.plan.fixed.map(\.ruleID), ["closure-capture-cycle"])
        XCTAssertEqual(run.fixed["Transfer.swift"], Self.subscription(
            "{ [weak self] rate in // keeps the rate\n                guard let self else { return }\n                self.rate = rate\n                self.show(rate)\n            }"))
        XCTAssertEqual(run.remaining, [])
        XCTAssertTrue(run.secondPlan.edits.isEmpty)
    }

    func testAClosureWithoutASignatureGetsOne() throws {
        let run = try fix(["Transfer.swift": Self.subscription("{\n                self.show($0)\n            }")])
        XCTAssertEqual(run.fixed["Transfer.swift"], Self.subscription("{ [weak self] in\n                guard let self else { return }\n                self.show($0)\n            }"))
        XCTAssertEqual(run.remaining, [])
    }

    func testASingleLineClosureGetsTheGuardOnItsLine() throws {
        let run = try fix(["Transfer.swift": Self.subscription("{ rate in self.show(rate) }")])
        XCTAssertEqual(run.fixed["Transfer.swift"], Self.subscription("{ [weak self] rate in guard let self else { return }; self.show(rate) }"))
        XCTAssertEqual(run.remaining, [])
    }

    func testAStrongSelfCaptureBecomesWeak() throws {
        let run = try fix(["Transfer.swift": Self.subscription("{ [self] rate in\n                show(rate)\n            }")])
        XCTAssertEqual(run.fixed["Transfer.swift"], Self.subscription("{ [weak self] rate in\n                guard let self else { return }\n                show(rate)\n            }"))
        XCTAssertEqual(run.remaining, [])
    }

    /// The repaired code still compiles: the fixed files are type-checked by the toolchain's swiftc.
    func testRepairedCodeTypeChecks() throws {
        let owner = """
            final class Box {
                var onChange: ((Int) -> Void)?
                var onReset: (() -> Void)?
                var onClear: (() -> Void)?
            }

            final class Owner {
                let box = Box()
                var value = 0

                func start() {
                    box.onChange = { changed in // a comment stays on its line
                        self.value = changed
                        self.report()
                    }
                    box.onReset = {
                        self.value = 0
                    }
                    box.onClear = { [self] in
                        value = 0
                    }
                }

                func report() {}
            }

            """
        let child = "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator?\n}\n"
        let run = try fix(["Owner.swift": owner, "App.swift": Self.parentCoordinator, "Accounts.swift": child])
        XCTAssertEqual(run.plan.fixed.count, 4, "\(run.plan.skipped)")
        XCTAssertEqual(run.remaining, [])
        let folder = try TemporaryFolder()
        let paths = try run.fixed.sorted { $0.key < $1.key }.map { try folder.write($0.key, $0.value) }
        let check = try NavLintExecutable.run("/usr/bin/env", ["swiftc", "-typecheck"] + paths, in: folder.path)
        XCTAssertEqual(check.status, 0, check.error + "\n" + run.fixed.values.joined(separator: "\n"))
    }

    func testAClosureCapturingMoreThanSelfIsLeftWithAReason() throws {
        let parent = """
            final class AccountsCoordinator {
                var childCoordinators: [AnyObject] = []
                func showCards() {
                    let cards = CardsCoordinator()
                    cards.onFinish = {
                        self.childCoordinators.removeAll { $0 === cards }
                    }
                    childCoordinators.append(cards)
                }
            }
            final class CardsCoordinator {
                var onFinish: (() -> Void)?
            }

            """
        let run = try fix(["Accounts.swift": parent])
        XCTAssertTrue(run.plan.edits.isEmpty)
        XCTAssertTrue(run.plan.skipped.first?.reason.contains("captures more than 'self'") == true, "\(run.plan.skipped)")
    }

    func testAMethodReferenceOfSelfIsLeftWithAReason() throws {
        let run = try fix(["Transfer.swift": Self.subscription("(receiveValue: show)")])
        XCTAssertTrue(run.plan.edits.isEmpty)
        XCTAssertEqual(run.plan.skipped.map(\.finding.ruleID), ["closure-capture-cycle"])
        XCTAssertTrue(run.plan.skipped.first?.reason.contains("a method reference keeps 'self'") == true, "\(run.plan.skipped)")
    }

    func testACycleThatAMethodReferenceClosesIsLeftWithAReason() throws {
        let run = try fix(["Wallet.swift": """
            final class WalletCoordinator {
                private var pageController: WalletPageController?
                func start() {
                    pageController = WalletPageController(wallet: WalletScreen(onSend: showSend))
                }
                func showSend() {}
            }
            final class WalletPageController: UIPageViewController {
                private let wallet: WalletScreen
                init(wallet: WalletScreen) { self.wallet = wallet }
            }
            final class WalletScreen: UIViewController {
                private let onSend: () -> Void
                init(onSend: @escaping () -> Void) { self.onSend = onSend }
            }

            """])
        XCTAssertTrue(run.plan.edits.isEmpty)
        XCTAssertEqual(run.plan.skipped.map(\.finding.ruleID), ["strong-back-reference"])
        XCTAssertTrue(run.plan.skipped.first?.reason.contains("a method reference closes the cycle") == true, "\(run.plan.skipped)")
    }

    func testAClosureThatMayReturnAValueIsLeftWithAReason() throws {
        let source = """
            final class RegisterViewController {
                let viewModel = RegisterViewModel()
                func viewDidLoad() {
                    viewModel.title = {
                        return self.name
                    }
                }
                var name = ""
            }
            final class RegisterViewModel {
                var title: (() -> String)?
            }

            """
        let run = try fix(["Register.swift": source])
        XCTAssertEqual(run.plan.skipped.map(\.finding.ruleID), ["closure-capture-cycle"])
        XCTAssertTrue(run.plan.skipped.first?.reason.contains("may return a value") == true, "\(run.plan.skipped)")
    }

    func testTheDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let child = "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator?\n}\n"
        try folder.write("App/App.swift", Self.parentCoordinator)
        try folder.write("App/Accounts.swift", child)
        let dryRun = folder.navlint(["--fix", "--dry-run", "App"])
        XCTAssertEqual(dryRun.status, 0, dryRun.error)
        XCTAssertEqual(dryRun.output, """
            --- a/App/Accounts.swift
            +++ b/App/Accounts.swift
            @@ -1,3 +1,3 @@
             final class AccountsCoordinator {
            -    var parentCoordinator: AppCoordinator?
            +    weak var parentCoordinator: AppCoordinator?
             }

            """)
        XCTAssertTrue(dryRun.error.contains("would fix 1 of 1 fixable finding in 1 file"), dryRun.error)
        XCTAssertEqual(folder.read("App/Accounts.swift"), child)

        let fixed = folder.navlint(["--fix", "App"])
        XCTAssertEqual(fixed.status, 0, "the report is of what is left: \(fixed.output)")
        XCTAssertEqual(fixed.output, "")
        XCTAssertEqual(folder.read("App/Accounts.swift"), child.replacingOccurrences(of: "    var", with: "    weak var"))
        let again = folder.navlint(["--fix", "App"])
        XCTAssertTrue(again.error.contains("fixed 0 of 0 fixable findings in 0 files"), again.error)
        XCTAssertEqual(folder.read("App/Accounts.swift"), child.replacingOccurrences(of: "    var", with: "    weak var"))
    }

    func testDryRunWithoutFixAndFixOfStandardInputAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(folder.navlint(["--dry-run", "."]).status, 2)
        XCTAssertEqual(folder.navlint(["--fix", "--stdin-path", "A.swift"]).status, 2)
    }

    /// Each rule's document says what `--fix` does for it, or that it does nothing.
    func testEveryRuleDocumentSaysWhatFixDoes() throws {
        for rule in RuleMetadata.catalog {
            let section = try XCTUnwrap(rule.documentation.components(separatedBy: "\n## Fix\n").dropFirst().first,
                                        "\(rule.identifier).md has no '## Fix'")
            let saysNothing = section.hasPrefix("\n`navlint --fix` changes nothing for this rule")
            XCTAssertEqual(saysNothing, !Fixer.fixableRules.contains(rule.identifier), rule.identifier)
        }
    }

    func testOverlappingEditsKeepTheFileLossless() {
        let bytes = Array("abcdef".utf8)
        let edits = [TextEdit(range: ByteRange(1, 3), replacement: "X"), TextEdit(range: ByteRange(2, 4), replacement: "Y"),
                     .insert("<", at: 0), .insert(">", at: 6)]
        XCTAssertEqual(String(decoding: TextEdit.apply(edits, to: bytes), as: UTF8.self), "<abYef>")
    }
}
