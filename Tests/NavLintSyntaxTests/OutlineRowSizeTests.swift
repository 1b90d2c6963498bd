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
        print(sizes.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
    }
}
