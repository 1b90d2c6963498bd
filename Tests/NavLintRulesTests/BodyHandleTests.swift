import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The body handle: a member's or a closure's code, its elements, and the one lookup of a name.
final class BodyHandleTests: XCTestCase {
    private let source = """
    final class Flow {
        var onDone: (() -> Void)?
        func start(list: [Int]) {
            let child = Child()
            child.begin()
            onDone = { [weak child] in
                let inner = 1
                child?.end()
                self.onDone = nil
            }
            let child = Other()
            child.begin()
        }
    }
    final class Child {}
    final class Other {}
    """

    private func project() -> (ProjectIndex, BodyHandle) {
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        let start = index.files[0].outline.members.firstIndex { $0.name == "start" }!
        return (index, BodyHandle(file: 0, member: Int32(start)))
    }

    func testTheLookupOfANameDependsOnThePosition() {
        let (index, body) = project()
        let outline = index.files[0].outline
        let calls = body.callPositions(in: index).map { outline.calls[$0] }
        let firstBegin = calls.first { outline.name(of: $0) == "begin" }!
        let lastBegin = calls.last { outline.name(of: $0) == "begin" }!
        // Before the first `begin()`: the first `child`; before the second: the one that shadows it.
        let early = body.local(named: "child", before: firstBegin.range.start, in: index)
        let late = body.local(named: "child", before: lastBegin.range.start, in: index)
        XCTAssertEqual(early.flatMap { index.constructedTypeName($0.value!, in: 0) }, "Child")
        XCTAssertEqual(late.flatMap { index.constructedTypeName($0.value!, in: 0) }, "Other")
        // Without a position: the last binding in the member, as the index's queries ask.
        XCTAssertEqual(body.local(named: "child", in: index).flatMap { index.constructedTypeName($0.value!, in: 0) }, "Other")
        XCTAssertEqual(index.localBinding(named: "child", owner: body.member, in: 0)?.range, late?.range)
        XCTAssertNil(body.local(named: "child", before: 0, in: index))
        XCTAssertNil(body.local(named: "missing", in: index))
        // A closure's code sees the member's bindings.
        let closure = BodyHandle.closure(0, in: 0, of: index)
        XCTAssertNotNil(closure.binding(named: "inner", in: index))
        XCTAssertNotNil(closure.binding(named: "child", in: index))
    }

    func testAClosureBodyHasOnlyItsOwnElements() {
        let (index, body) = project()
        let outline = index.files[0].outline
        let closure = BodyHandle.closure(0, in: 0, of: index)
        XCTAssertTrue(closure.isClosure)
        XCTAssertEqual(closure.memberRef, body.memberRef)
        XCTAssertEqual(closure.callPositions(in: index).map { outline.name(of: outline.calls[$0]) }, ["end"])
        XCTAssertEqual(closure.assignmentPositions(in: index).count, 1)
        XCTAssertEqual(closure.localPositions(in: index).count, 1)
        XCTAssertEqual(closure.captures(in: index).map { outline.name($0.name) }, ["child"])
        // The member's body holds everything, its closures included; it captures nothing.
        XCTAssertEqual(body.callPositions(in: index).map { outline.name(of: outline.calls[$0]) }.filter { $0 != "Child" && $0 != "Other" },
                       ["begin", "end", "begin"])
        XCTAssertEqual(body.assignmentPositions(in: index).count, 2)
        XCTAssertEqual(body.localPositions(in: index).count, 3)
        XCTAssertTrue(body.captures(in: index).isEmpty)
    }
}

/// `BodyHandle.property(named:at:in:followingCopies:)`: which of self's properties a bare name
/// means where it is used.
final class BodyHandlePropertyAliasTests: XCTestCase {
    private let source = """
    final class Screen {
        var token: NSObjectProtocol?
        var tokens: [NSObjectProtocol] = []
        let session = Session()
        func stop() {
            use(token)
            if let t = token { use(t) }
            if let t = self.token { use(t) }
            let a = token
            if let t = a { use(t) }
            if let token { use(token) }
            if let token = session.token { use(token) }
            var copy = tokens
            copy.removeAll()
            for t in tokens { use(t) }
            let made = make()
            use(made)
        }
    }
    """

    private func uses() -> (ProjectIndex, BodyHandle, [Call]) {
        let index = ProjectIndex(files: [FileSummary(path: "Screen.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let stop = outline.members.firstIndex { $0.name == "stop" }!
        let body = BodyHandle(file: 0, member: Int32(stop))
        let calls = body.callPositions(in: index).map { outline.calls[$0] }
        return (index, body, calls)
    }

    func testALocalBoundFromThePropertyIsTheProperty() {
        let (index, body, calls) = uses()
        let outline = index.files[0].outline
        let meant = calls.filter { outline.name(of: $0) == "use" }.map { call -> String? in
            let argument = outline.arguments(of: call).first!.value
            return body.property(named: outline.names(argument.chain)[0], at: argument.range.start, in: index)
        }
        // `token`, `t` (three times), `token` (shorthand), another object's `token`, a loop element, a call's result.
        XCTAssertEqual(meant, ["token", "token", "token", "token", "token", nil, nil, nil])
    }

    func testAMutationDoesNotFollowACopy() {
        let (index, body, calls) = uses()
        let outline = index.files[0].outline
        let removal = calls.first { outline.name(of: $0) == "removeAll" }!
        XCTAssertEqual(body.property(named: "copy", at: removal.range.start, in: index), nil)
        XCTAssertEqual(body.property(named: "copy", at: removal.range.start, in: index, followingCopies: false), nil)
        XCTAssertEqual(body.property(named: "tokens", at: removal.range.start, in: index, followingCopies: false), "tokens")
    }
}
