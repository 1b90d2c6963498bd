import XCTest
@testable import NavLintSyntax

/// The outline's rows are most of navlint's memory (issue 22): their sizes are pinned here, so a
/// field added to a row is a decision, not an accident.
final class OutlineRowSizeTests: XCTestCase {
    func testRowSizes() {
        let sizes: [(String, Int)] = [
            ("ChainElement", MemoryLayout<ChainElement>.stride),
            ("Expression", MemoryLayout<NavLintSyntax.Expression>.stride),
            ("Argument", MemoryLayout<Argument>.stride),
            ("Call", MemoryLayout<Call>.stride),
            ("TypeName", MemoryLayout<TypeName>.stride),
            ("TypeName?", MemoryLayout<TypeName?>.stride),
            ("Member", MemoryLayout<Member>.stride),
            ("Parameter", MemoryLayout<Parameter>.stride),
            ("LocalBinding", MemoryLayout<LocalBinding>.stride),
            ("Assignment", MemoryLayout<Assignment>.stride),
            ("Return", MemoryLayout<Return>.stride),
            ("Cast", MemoryLayout<Cast>.stride),
            ("Closure", MemoryLayout<Closure>.stride),
            ("Capture", MemoryLayout<Capture>.stride),
            ("Condition", MemoryLayout<Condition>.stride),
            ("TypeDecl", MemoryLayout<TypeDecl>.stride),
        ]
        let expected = ["ChainElement": 12, "Expression": 24, "Argument": 32, "Call": 48, "TypeName": 24, "TypeName?": 24,
                        "Member": 120, "Parameter": 80, "LocalBinding": 72, "Assignment": 52, "Return": 36, "Cast": 56,
                        "Closure": 64, "Capture": 40, "Condition": 44, "TypeDecl": 104]
        for (name, size) in sizes {
            XCTAssertEqual(size, expected[name], "MemoryLayout<\(name)>.stride changed: update this table if it is meant")
        }
    }

    /// A file's symbol lookup table takes two bytes a slot, and four only when a symbol id needs
    /// more than sixteen bits (65,535 distinct names or more): both find every name.
    func testSymbolSlotsNarrowAndWide() {
        for count in [10, 70_000] {
            var source = "func f() {\n"
            for index in 0..<count { source += "n\(index)\n" }
            source += "}\n"
            let outline = OutlineParser.parse(Array(source.utf8))
            XCTAssertEqual(outline.symbolSlots.isEmpty, count > 65_000)
            XCTAssertEqual(outline.wideSymbolSlots.isEmpty, count < 65_000)
            for name in ["n0", "n\(count / 2)", "n\(count - 1)"] {
                let symbol = outline.symbol(name)
                XCTAssertNotNil(symbol, name)
                XCTAssertEqual(symbol.map { outline.name($0) }, name)
                XCTAssertEqual(outline.symbol(SymbolKey(name)), symbol)
            }
            XCTAssertNil(outline.symbol("n\(count)"))
            XCTAssertNil(outline.symbol("absent"))
        }
    }

    /// The compact rows give back what they were built with.
    func testCompactRowsKeepTheirFields() {
        let source = "func f() {\n    nav.push(child, animated: true) { self.done() }\n    let x: [String: Foo]? = nil\n}\nvar y: [String: Foo]?\n"
        let outline = OutlineParser.parse(Array(source.utf8))
        let bytes = Array(source.utf8)
        func text(_ range: ByteRange) -> String { String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self) }

        let push = outline.calls.first { outline.name(of: $0) == "push" }!
        let arguments = Array(outline.arguments(of: push))
        XCTAssertEqual(arguments.map { text($0.range) }, ["child", "animated: true", "{ self.done() }"])
        XCTAssertEqual(arguments.map { outline.name($0.label) }, ["", "animated", ""])
        XCTAssertEqual(arguments.map(\.isTrailingClosure), [false, false, true])
        XCTAssertEqual(arguments[2].value.kind, .closure)
        XCTAssertGreaterThanOrEqual(arguments[2].value.closure, 0)
        XCTAssertEqual(arguments[2].value.call, -1)
        XCTAssertEqual(arguments[0].value.closure, -1)

        let callee = Array(outline.elements(push.callee))
        XCTAssertEqual(callee.map(\.kind), [.name, .name])
        XCTAssertEqual(callee.map { outline.name($0.name) }, ["nav", "push"])
        XCTAssertEqual(callee.map(\.call), [-1, -1])
        XCTAssertEqual(callee.map { text($0.range) }, ["nav", "push"])

        let done = outline.calls.first { outline.name(of: $0) == "done" }!
        let doneIndex = Int32(outline.calls.firstIndex { outline.name(of: $0) == "done" }!)
        let statement = outline.chainElements.first { $0.kind == .call && $0.call == doneIndex }!
        XCTAssertEqual(statement.name, .none)
        XCTAssertEqual(text(statement.range), "()")
        XCTAssertEqual(text(done.range), "self.done()")

        var element = callee[0]
        element.range = ByteRange(start: 1, end: 2)
        XCTAssertEqual(element.range, ByteRange(start: 1, end: 2))
        XCTAssertEqual(outline.name(element.name), "nav")

        let local = outline.locals.first!.type!
        let property = outline.members.first { $0.name == "y" }!.type!
        XCTAssertEqual(local.text, "[String:Foo]?")
        XCTAssertEqual(local.nominalName, "")
        XCTAssertEqual(local.identifiers, ["String", "Foo"])
        XCTAssertTrue(local.isOptional)
        XCTAssertNotEqual(local, property)  // different ranges
        var moved = property
        moved.range = local.range
        XCTAssertEqual(moved, local)
        XCTAssertEqual(moved.hashValue, local.hashValue)
        moved.identifiers = ["Foo"]
        XCTAssertEqual(moved.identifiers, ["Foo"])
        XCTAssertEqual(local.identifiers, ["String", "Foo"])
        XCTAssertNotEqual(moved, local)
    }
}
