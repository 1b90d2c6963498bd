import NavLintSyntax
import NavLintTestSupport
import XCTest

/// The outline parser: declarations, members, and the facts inside bodies.
final class OutlineParserTests: LargeStackTestCase {
    func parse(_ source: String) -> Outline {
        OutlineParser.parse(Array(source.utf8))
    }

    /// `a.b().c(label:)` style rendering of a chain.
    func render(_ chain: Chain, _ outline: Outline) -> String {
        var parts: [String] = []
        switch chain.base {
        case .selfKeyword: parts.append("self")
        case .superKeyword: parts.append("super")
        default: break
        }
        var text = parts.joined()
        for element in outline.elements(chain) {
            switch element.kind {
            case .name: text += (text.isEmpty && chain.base != .implicitMember ? "" : ".") + outline.name(element.name)
            case .call: text += "()"
            case .subscript: text += "[]"
            }
        }
        return text
    }

    /// Each call as `callee(label:, _:)`.
    func calls(_ outline: Outline) -> [String] {
        outline.calls.map { call in
            let labels = outline.arguments(of: call).map { ($0.label.isNone ? "_" : outline.name($0.label)) + ($0.isTrailingClosure ? "{}" : ":") }
            return render(call.callee, outline) + "(" + labels.joined(separator: " ") + ")"
        }
    }

    func text(_ range: ByteRange, in source: String) -> String {
        String(decoding: Array(source.utf8)[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }

    // MARK: Declarations

    func testImportsAndTypeKinds() {
        let outline = parse("""
            import UIKit
            @testable import RIBs
            import struct Foundation.Date
            class A {}
            struct B {}
            enum C {}
            protocol D {}
            extension A {}
            actor E {}
            """)
        XCTAssertEqual(outline.imports.map(\.module), ["UIKit", "RIBs", "Foundation.Date"])
        XCTAssertEqual(outline.types.map { "\($0.kind) \($0.name)" }, ["class A", "struct B", "enum C", "protocol D", "extension A", "actor E"])
    }

    func testGenericsInheritanceAttributesAndModifiers() {
        let outline = parse("""
            @MainActor
            final class DetailRouter<T: Equatable, U>: ViewableRouter<DetailInteractable, DetailViewControllable>, DetailRouting where T: Hashable {
            }
            """)
        let type = outline.types[0]
        XCTAssertEqual(type.name, "DetailRouter")
        XCTAssertEqual(type.genericParameters, ["T", "U"])
        XCTAssertEqual(type.inherited.map(\.text), ["ViewableRouter<DetailInteractable,DetailViewControllable>", "DetailRouting"])
        XCTAssertEqual(type.inherited.map(\.nominalName), ["ViewableRouter", "DetailRouting"])
        XCTAssertEqual(type.inherited[0].identifiers, ["ViewableRouter", "DetailInteractable", "DetailViewControllable"])
        XCTAssertEqual(type.attributes, ["MainActor"])
        XCTAssertTrue(type.modifiers.contains(.final))
    }

    func testAsyncEffectOfAFunction() {
        let outline = parse("""
            final class Client {
                func load<T>(_ r: Int) async throws -> T { fatalError() }
                func load<T>(_ r: Int) throws -> AnyPublisher<T, Error> { fatalError() }
                func wait() async {}
            }
            """)
        XCTAssertEqual(outline.members.map { $0.modifiers.contains(.async) }, [true, false, true])
        XCTAssertEqual(outline.members[0].type?.text, "T")
    }

    func testClassConstraintOfAProtocol() {
        let outline = parse("""
            protocol DetailDelegate: class, Listener {
                func didClose()
            }
            """)
        XCTAssertEqual(outline.issues, [])
        XCTAssertEqual(outline.types[0].inherited.map(\.text), ["class", "Listener"])
        XCTAssertEqual(outline.members.map(\.name), ["didClose"])
    }

    func testAttributesOfConformancesAreNotInherited() {
        let outline = parse("""
            final class HeartRateViewModel: @MainActor ServiceViewModel, @unchecked Sendable {}
            extension Date: @retroactive Identifiable, @preconcurrency Codable {}
            """)
        XCTAssertEqual(outline.issues, [])
        XCTAssertEqual(outline.types[0].inherited.map(\.nominalName), ["ServiceViewModel", "Sendable"])
        XCTAssertEqual(outline.types[1].inherited.map(\.text), ["Identifiable", "Codable"])
    }

    func testNominalNamesOfExistentialAndOpaqueTypes() {
        let outline = parse("""
            final class Client {
                var a: any Loading
                var b: (any Loading)?
                var c: some View
                var d: (any Module.Loading)!
                var e: (Int) -> Void
                var f: [any Loading]
            }
            """)
        XCTAssertEqual(outline.members.map { $0.type?.nominalName }, ["Loading", "Loading", "View", "Loading", "", ""])
    }

    func testNestedTypesAndExtensionsOfNestedTypes() {
        let outline = parse("""
            enum Outer {
                struct Inner {
                    class Deepest {}
                }
            }
            extension Outer.Inner: Equatable {}
            """)
        XCTAssertEqual(outline.types.map(\.qualifiedName), ["Outer", "Outer.Inner", "Outer.Inner.Deepest", "Outer.Inner"])
        XCTAssertEqual(outline.types[2].parent, 1)
        XCTAssertEqual(outline.types[3].kind, .extension)
        XCTAssertEqual(outline.types[3].inherited.map(\.text), ["Equatable"])
    }

    func testProperties() {
        let outline = parse("""
            final class Coordinator {
                weak var parent: AppCoordinator?
                unowned let owner: Owner
                private(set) lazy var childCoordinators: [Coordinator] = []
                static let shared = Coordinator()
                var onFinish: (() -> Void)?
                var title: String { "Title" }
                var count: Int {
                    get { items.count }
                    set { items = Array(repeating: 0, count: newValue) }
                }
                var items: [Int] = [] {
                    didSet { reload() }
                }
                let (first, second) = (1, 2)
            }
            protocol Listener: AnyObject {
                var listener: DetailListener? { get set }
            }
            """)
        let members = Dictionary(uniqueKeysWithValues: outline.members.map { ($0.name, $0) })
        XCTAssertTrue(members["parent"]!.modifiers.contains(.weak))
        XCTAssertEqual(members["parent"]!.type?.text, "AppCoordinator?")
        XCTAssertTrue(members["parent"]!.type!.isOptional)
        XCTAssertTrue(members["owner"]!.modifiers.contains(.unowned))
        XCTAssertTrue(members["owner"]!.isLet)
        XCTAssertTrue(members["childCoordinators"]!.modifiers.contains(.lazy))
        XCTAssertTrue(members["childCoordinators"]!.modifiers.contains(.private))
        XCTAssertEqual(members["childCoordinators"]!.initializer?.kind, .array)
        XCTAssertTrue(members["shared"]!.modifiers.contains(.static))
        XCTAssertEqual(members["shared"]!.initializer?.kind, .chain)
        XCTAssertTrue(members["onFinish"]!.type!.isFunction)
        XCTAssertFalse(members["title"]!.isStored)
        XCTAssertFalse(members["count"]!.isStored)
        XCTAssertEqual(members["count"]!.accessors.map(\.kind), [.get, .set])
        XCTAssertTrue(members["items"]!.isStored)
        XCTAssertEqual(members["items"]!.accessors.map(\.kind), [.didSet])
        XCTAssertNotNil(members["first"])
        XCTAssertNotNil(members["second"])
        XCTAssertTrue(members["listener"]!.isRequirement)
        XCTAssertFalse(members["listener"]!.isStored)
        XCTAssertEqual(members["listener"]!.accessors.map(\.kind), [.get, .set])
    }

    func testFunctionsInitializersSubscriptsAndOperators() {
        let outline = parse("""
            struct Router {
                override func push(_ viewController: UIViewController, animated: Bool = true) -> Bool where T: P { true }
                init?(interactor: Interactor) {}
                convenience init() { self.init(interactor: .shared)! }
                deinit {}
                subscript(index: Int) -> Int { 0 }
                static func == (lhs: Router, rhs: Router) -> Bool { true }
                static func >>=<Other: BinaryInteger>(lhs: inout Router, rhs: Other) {}
                mutating func reset() async throws {}
            }
            """)
        XCTAssertEqual(outline.members.map(\.signature), [
            "push(_:animated:)", "init(interactor:)", "init()", "deinit", "subscript(_:)", "==(_:_:)", ">>=(_:_:)", "reset()",
        ])
        XCTAssertEqual(outline.members[0].parameters.map(\.name), ["viewController", "animated"])
        XCTAssertEqual(outline.members[0].type?.text, "Bool")
        XCTAssertTrue(outline.members[0].modifiers.contains(.override))
        XCTAssertNotNil(outline.members[0].body)
        XCTAssertTrue(outline.members[2].modifiers.contains(.convenience))
        XCTAssertTrue(outline.members[7].modifiers.contains(.mutating))
        XCTAssertEqual(outline.issues, [])
    }

    func testEnumCasesAndTypealiases() {
        let outline = parse("""
            enum Route: Int {
                case home = 1, profile = -2
                case detail(id: String)
                typealias ID = String
            }
            """)
        XCTAssertEqual(outline.members.map(\.name), ["home", "profile", "detail", "ID"])
        XCTAssertEqual(outline.members[3].type?.text, "String")
    }

    // MARK: Bodies

    func testCallChainsAsWrittenWithLabels() {
        let outline = parse("""
            func route() {
                viewControllable.uiviewController.navigationController?.pushViewController(child.viewControllable.uiviewController, animated: true)
                self.attachChild(child)
                super.didLoad()
                items.forEach { print($0) }
                present(vc, animated: true) { done() }
            }
            """)
        XCTAssertEqual(calls(outline), [
            "viewControllable.uiviewController.navigationController.pushViewController(_: animated:)",
            "self.attachChild(_:)",
            "super.didLoad()",
            "items.forEach(_{})",
            "print(_:)",
            "present(_: animated: _{})",
            "done()",
        ])
        let push = outline.calls[0]
        XCTAssertEqual(outline.name(of: push), "pushViewController")
        let arguments = Array(outline.arguments(of: push))
        XCTAssertEqual(render(arguments[0].value.chain, outline), "child.viewControllable.uiviewController")
        XCTAssertEqual(arguments[1].value.kind, .true)
        XCTAssertEqual(outline.calls.map(\.owner), Array(repeating: 0, count: 7))
    }

    func testMethodChainsAcrossLinesKeepTheirReceiverCalls() {
        let source = """
            func bind() {
                viewModel.output
                    .subscribe(onNext: { value in self.show(value) })
                    .disposed(by: disposeBag)
                publisher.sink { _ in }.store(in: &cancellables)
            }
            """
        let outline = parse(source)
        XCTAssertEqual(calls(outline), [
            "viewModel.output.subscribe(onNext:)",
            "self.show(_:)",
            "viewModel.output.subscribe().disposed(by:)",
            "publisher.sink(_{})",
            "publisher.sink().store(in:)",
        ])
        XCTAssertEqual(outline.calls[2].receiverCall, 0)
        XCTAssertEqual(outline.calls[4].receiverCall, 3)
        let store = Array(outline.arguments(of: outline.calls[4]))
        XCTAssertEqual(render(store[0].value.chain, outline), "cancellables")
        XCTAssertEqual(text(outline.calls[2].nameRange, in: source), "disposed")
    }

    func testAssignmentsAndCompoundAssignments() {
        let outline = parse("""
            func setUp() {
                navigationController?.delegate = self
                nav.interactivePopGestureRecognizer?.isEnabled = false
                children[key] = child
                childCoordinators += [child]
                child.onFinish = { [weak self] in self?.remove() }
                _ = compute()
                if a == b, c != d {}
            }
            """)
        let rendered = outline.assignments.map { render($0.target, outline) + " \($0.op) \($0.value.kind)" }
        XCTAssertEqual(rendered, [
            "navigationController.delegate assign self",
            "nav.interactivePopGestureRecognizer.isEnabled assign false",
            "children[] assign chain",
            "childCoordinators addAssign array",
            "child.onFinish assign closure",
            " assign chain",
        ])
        XCTAssertEqual(outline.closures[0].context, .assignment(4))
    }

    func testClosuresCapturesAndSelfUse() {
        let outline = parse("""
            final class Flow {
                var name = ""
                func start() {
                    child.onFinish = { [weak self, unowned child] result in
                        self?.finish(result)
                    }
                    button.onTap = { [self] in finish(nil) }
                    task = { print(name) }
                    list.map { $0 + 1 }
                }
            }
            """)
        XCTAssertEqual(outline.closures.count, 4)
        let first = outline.closures[0]
        XCTAssertEqual(outline.captures(of: first).map { "\($0.kind) \(outline.name($0.name))" }, ["weak self", "unowned child"])
        XCTAssertEqual(outline.names(first.parameters), ["result"])
        XCTAssertNotNil(first.firstSelfReference)
        XCTAssertNotNil(outline.closures[1].firstSelfReference, "[self] is a strong capture of self")
        XCTAssertNil(outline.closures[2].firstSelfReference)
        XCTAssertEqual(outline.names(outline.closures[2].freeNames), ["print", "name"], "implicit-self candidates")
        XCTAssertEqual(outline.names(outline.closures[3].freeNames), [])
        guard case .argument(let call, _, let isTrailing) = outline.closures[3].context else {
            return XCTFail("map's closure is a trailing argument")
        }
        XCTAssertTrue(isTrailing)
        XCTAssertEqual(outline.name(of: outline.calls[Int(call)]), "map")
    }

    func testNamesDeclaredInsideAClosureAreNotFree() {
        let outline = parse("""
            let handler = { (value: Int) in
                let doubled = value * 2
                if let first = items.first { use(first, doubled) }
                for element in list { use(element) }
            }
            """)
        XCTAssertEqual(outline.names(outline.closures[0].freeNames), ["items", "use", "list"])
    }

    func testConditionsAndGuardScopes() {
        let source = """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if isMovingFromParent {
                    listener?.didTapBack()
                } else {
                    refresh()
                }
                guard isBeingDismissed else { return }
                router?.detach()
            }
            """
        let outline = parse(source)
        XCTAssertEqual(outline.conditions.map { "\($0.kind) " + outline.names($0.names).joined(separator: ",") }, [
            "if isMovingFromParent", "guard isBeingDismissed",
        ])
        let back = outline.calls.first { outline.name(of: $0) == "didTapBack" }!
        let refresh = outline.calls.first { outline.name(of: $0) == "refresh" }!
        let detach = outline.calls.first { outline.name(of: $0) == "detach" }!
        XCTAssertTrue(outline.conditions[0].scope.contains(back.range))
        XCTAssertFalse(outline.conditions[0].scope.contains(refresh.range))
        XCTAssertTrue(outline.conditions[0].elseScope!.contains(refresh.range))
        XCTAssertTrue(outline.conditions[1].scope.contains(detach.range), "a guard governs the rest of its block")
    }

    func testEachClauseOfASwitchIsAConditionOfItsOwn() {
        let source = """
            override func didBecomeActive() {
                switch kind {
                case .focus:
                    router?.attachFocus()
                    log()
                case .round where isLong, .tabata:
                    router?.attachRound()
                @unknown default:
                    break
                }
            }
            """
        let outline = parse(source)
        XCTAssertEqual(outline.conditions.map { "\($0.kind) " + outline.names($0.names).joined(separator: ",") }, [
            "switch kind", "switchCase focus", "switchCase round,tabata", "switchCase ",
        ], "a clause's names are the cases its label names")
        let focus = outline.calls.first { outline.name(of: $0) == "attachFocus" }!
        let log = outline.calls.first { outline.name(of: $0) == "log" }!
        let round = outline.calls.first { outline.name(of: $0) == "attachRound" }!
        let clauses = Array(outline.conditions.dropFirst())
        XCTAssertEqual(clauses.map { text($0.range, in: source) }, ["case .focus:", "case .round where isLong, .tabata:", "default:"])
        XCTAssertTrue(clauses[0].scope.contains(focus.range) && clauses[0].scope.contains(log.range))
        XCTAssertFalse(clauses[0].scope.contains(round.range))
        XCTAssertTrue(clauses[1].scope.contains(round.range))
        XCTAssertTrue(outline.conditions[0].scope.contains(clauses[1].scope), "the switch's scope holds its clauses")
    }

    func testAClauseNamesTheCasesOutsideItsParentheses() {
        let outline = parse("""
            func mutate(action: Action) {
                switch action {
                case .load(let id), Action.reload(.some(id)):
                    load(id)
                case let .close(animated):
                    close(animated)
                }
            }
            """)
        XCTAssertEqual(outline.conditions.filter { $0.kind == .switchCase }.map { outline.names($0.names) }, [
            ["load", "reload"], ["close"],
        ])
    }

    func testLocalBindingsAndReturns() {
        let outline = parse("""
            var flush: NavigationFlush { NavigationFlush() }
            func build() -> Router {
                let child = childBuilder.build(withListener: interactor)
                var (a, b): (Int, Int) = (1, 2)
                if let nav = navigationController { use(nav) }
                return Router(child: child)
            }
            """)
        XCTAssertEqual(outline.locals.map { outline.names($0.names).joined(separator: ",") + ($0.isConditional ? "?" : "") },
                       ["child", "a,b", "nav?"])
        XCTAssertEqual(outline.locals[0].value?.kind, .chain)
        XCTAssertGreaterThanOrEqual(outline.locals[0].value!.call, 0)
        let returns = outline.returns.filter { outline.members[Int($0.owner)].name != "build" || !$0.isImplicit }
        XCTAssertTrue(returns.contains { $0.isImplicit && outline.members[Int($0.owner)].name == "flush" })
        XCTAssertTrue(outline.returns.contains { !$0.isImplicit && outline.members[Int($0.owner)].name == "build" })
    }

    func testForLoopPatternsAreLocalsBoundToTheSequence() {
        let outline = parse("""
            func bind() {
                for view in [first, second] { view.onTap = { view.flash() } }
                for (index, pair) in pairs.enumerated() where index > 0 { use(pair) }
                for case let .some(item) in items { use(item) }
                for case .item(let a, var b) in rows { use(a, b) }
                for case let cell as Cell in cells { use(cell) }
                for _ in 0..<3 { tick() }
                for try await line: String in lines { print(line) }
            }
            """)
        let loops = outline.locals.filter(\.isLoopElement)
        XCTAssertEqual(loops.map { outline.names($0.names).joined(separator: ",") },
                       ["view", "index,pair", "item", "a,b", "cell", "line"])
        XCTAssertTrue(outline.locals.allSatisfy(\.isLoopElement), "no other local is written")
        XCTAssertTrue(loops.allSatisfy { $0.value == nil && !$0.isConditional }, "a loop's pattern is not its sequence")
        XCTAssertEqual(loops[0].loopSequence?.kind, .array)
        XCTAssertGreaterThanOrEqual(loops[1].loopSequence?.call ?? -1, 0, "pairs.enumerated() ends in a call")
        XCTAssertEqual(loops.map { outline.members[Int($0.owner)].name }, Array(repeating: "bind", count: 6))
        // The binding is written before the loop's body, so a closure in the body finds it.
        let closure = outline.closures.first { $0.range.start > loops[0].range.end }!
        XCTAssertLessThan(loops[0].range.start, closure.range.start)
        XCTAssertEqual(outline.conditions.filter { $0.kind == .for }.count, 7)
    }

    func testEveryConditionalCompilationBranchIsScanned() {
        let outline = parse("""
            final class Screen {
                #if DEBUG
                func debugPush() { nav.pushViewController(a, animated: true) }
                #elseif TESTING
                func testPush() { nav.pushViewController(b, animated: true) }
                #else
                func releasePush() { nav.pushViewController(c, animated: true) }
                #endif
                var body: some View {
                    Text("x")
                    #if os(iOS)
                        .padding()
                    #endif
                }
            }
            """)
        XCTAssertEqual(outline.members.map(\.name), ["debugPush", "testPush", "releasePush", "body"])
        XCTAssertEqual(outline.calls.filter { outline.name(of: $0) == "pushViewController" }.count, 3)
        XCTAssertTrue(calls(outline).contains("Text().padding()"))
    }

    func testStringInterpolationsAreParsed() {
        let outline = parse(#"""
            let message = "Hello \(user.name(formatted: true)) and \("nested \(deeper())")"
            """#)
        XCTAssertEqual(calls(outline), ["user.name(formatted:)", "deeper()"])
    }

    func testTrailingClosuresAndAccessorBlocks() {
        let outline = parse("""
            final class View {
                var items: [Int] = [] {
                    didSet { reload() }
                }
                func animate() {
                    UIView.animate(withDuration: 0.3) { self.alpha = 0 } completion: { _ in self.done() }
                    if flag { run() }
                    while list.isEmpty { wait() }
                }
            }
            """)
        XCTAssertEqual(calls(outline), [
            "reload()", "UIView.animate(withDuration: _{} completion{})", "self.done()", "run()", "wait()",
        ])
    }

    // MARK: Robustness

    func testDeepNestingProducesAResult() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let source = "let x = " + String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000)
            let outline = parse(source)
            XCTAssertEqual(outline.members.count, 1, "nested \(open)")
            XCTAssertFalse(outline.issues.isEmpty, "nested \(open): the depth limit is noted")
        }
        let closures = "func f() {" + String(repeating: "a { ", count: 50_000) + String(repeating: "}", count: 50_001)
        XCTAssertEqual(parse(closures).members.count, 1)
        let strings = "let s = " + String(repeating: "\"\\(", count: 20_000) + String(repeating: ")\"", count: 20_000)
        XCTAssertEqual(parse(strings).members.count, 1)
    }

    func testClosureAroundALocalTypeWithClosuresDoesNotCrash() {
        // The local type's method body opens and closes a closure of its own while the outer
        // closures are open; their free names used to be computed past the end of the logs.
        let outline = parse("""
            func f() {
                outer {
                    let a = 1, b = 2, c = 3
                    inner {
                        struct Local { func g() { run { } } }
                        w(); x(); y()
                    }
                }
            }
            """)
        XCTAssertEqual(outline.closures.count, 3)
        XCTAssertEqual(outline.names(outline.closures[2].freeNames), [])
        // Closing `run { }` leaves what the enclosing closures logged before the local type.
        XCTAssertEqual(outline.names(outline.closures[1].freeNames), ["w", "x", "y"])
        XCTAssertEqual(outline.names(outline.closures[0].freeNames), ["inner", "w", "x", "y"])
    }

    func testGarbageNeverStopsTheParser() {
        let inputs = ["}}}}", ")))", "class", "func (", "var : = ", "extension {", "import", "@", "#if", "case .x:", "let x = ["]
        for input in inputs {
            let outline = parse(input + "\nclass After {}")
            XCTAssertTrue(outline.types.contains { $0.name == "After" }, "recovered after '\(input)'")
        }
    }

    func testSymbolsAreInternedAndFoundByName() {
        let outline = parse("func f() { navigationController.push(a); navigationController.push(b) }")
        let symbol = outline.symbol("navigationController")
        XCTAssertNotNil(symbol)
        XCTAssertEqual(outline.calls[0].name, outline.calls[1].name)
        XCTAssertEqual(outline.name(outline.calls[0].name), "push")
        XCTAssertNil(outline.symbol("pushViewController"))
        XCTAssertEqual(outline.symbols.filter { $0 == "navigationController" }.count, 1)
    }

    func testSymbolKeysFindWhatNamesFind() {
        let outline = parse("func f() { navigationController.push(a); çaVa.x = 1; self.pushViewController_(b) }")
        for name in ["navigationController", "push", "a", "çaVa", "x", "pushViewController_", "pushViewController", "", "navigationControlle"] {
            XCTAssertEqual(outline.symbol(SymbolKey(name)), outline.symbol(name), name)
            XCTAssertEqual(outline.symbol(SymbolKey(name)).map { outline.name($0) }, outline.symbols.contains(name) && !name.isEmpty ? name : nil, name)
        }
        XCTAssertNil(Outline().symbol(SymbolKey("push")))
    }

    func testTypeTestsAreKeptAndMarkedWhenNegated() {
        let outline = parse("""
        func f() {
            children.removeAll { $0 is SendFlow }
            children.first { !($0 is Banner) }?.leave()
            let screen = value as? Screen
            let hasRow = !items.contains(where: { $0 is Row })
        }
        """)
        let casts = outline.casts.map { "\($0.kind) \(outline.name(outline.chainElements[Int($0.value.chain.start)].name)) \($0.type.text)" }
        XCTAssertEqual(casts, ["test $0 SendFlow", "negatedTest $0 Banner", "conditional value Screen", "test $0 Row"])
        XCTAssertTrue(outline.casts[0].isTypeTest)
        XCTAssertFalse(outline.casts[2].isTypeTest)
    }
}
