/// The operating systems code is compiled for, as `#if os(…)` conditions decide. The outline
/// parses every branch of a `#if` as one; this says which branches can be compiled together (an
/// object made only in `#if os(macOS)` code never exists for code in `#if os(iOS)`).
public struct Platforms: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let macOS = Platforms(rawValue: 1 << 0)
    /// iOS and iPadOS, Mac Catalyst included (`os(iOS)` is true there).
    public static let iOS = Platforms(rawValue: 1 << 1)
    public static let tvOS = Platforms(rawValue: 1 << 2)
    public static let watchOS = Platforms(rawValue: 1 << 3)
    public static let visionOS = Platforms(rawValue: 1 << 4)
    public static let linux = Platforms(rawValue: 1 << 5)
    public static let windows = Platforms(rawValue: 1 << 6)
    public static let android = Platforms(rawValue: 1 << 7)
    /// Any other system `os(…)` can name (FreeBSD, WASI…).
    public static let other = Platforms(rawValue: 1 << 8)
    public static let all = Platforms(rawValue: (1 << 9) - 1)

    /// The platform that `os(name)` names.
    init(osName name: String) {
        switch name {
        case "macOS", "OSX": self = .macOS
        case "iOS": self = .iOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS", "xrOS": self = .visionOS
        case "Linux": self = .linux
        case "Windows": self = .windows
        case "Android": self = .android
        default: self = .other
        }
    }

    /// The complement within `all`.
    var inverted: Platforms { Platforms.all.subtracting(self) }
}

/// One branch of a `#if` group whose condition (and the groups around it) compiles it for some
/// platforms only; branches compiled everywhere are not kept.
public struct PlatformRegion: Hashable, Sendable {
    /// From the branch's directive to the next directive of its group (or the end of the file).
    public var range: ByteRange
    /// The platforms the branch is compiled for, the enclosing branches' conditions applied.
    public var platforms: Platforms
    /// The nearest kept region around this one, or -1.
    public var parent: Int32
}

extension Outline {
    /// The platforms the code at `offset` is compiled for: the innermost `#if` branch around it
    /// that is compiled for some platforms only, or every platform.
    public func platforms(at offset: UInt32) -> Platforms {
        let regions = platformRegions
        guard !regions.isEmpty else { return .all }
        // The last region starting at or before `offset`, then out through its parents (regions nest).
        var low = 0, high = regions.count
        while low < high {
            let middle = (low + high) / 2
            if regions[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var candidate = low - 1
        while candidate >= 0 {
            if regions[candidate].range.contains(offset: offset) { return regions[candidate].platforms }
            candidate = Int(regions[candidate].parent)
        }
        return .all
    }
}

/// Reads the platform regions of a file from its conditional-compilation directives.
enum PlatformRegionReader {
    /// How deeply a condition's parentheses and `!`s are read; deeper, it counts as unknown.
    static let maximumConditionDepth = 16

    /// The regions of the file whose significant tokens are `tokens[0..<count]` (sorted by
    /// position), given where its conditional-compilation directives start, in order (other pound
    /// keywords among them are skipped). `end` is the file's end.
    static func regions(base: UnsafePointer<UInt8>, tokens: UnsafePointer<Token>, count: Int,
                        directiveStarts: UnsafeBufferPointer<UInt32>, end: UInt32) -> [PlatformRegion] {
        struct OpenGroup {
            /// The platforms of the enclosing branch.
            var outer: Platforms
            /// Where every earlier condition of the group may be false (the `#else` branch's platforms, before `outer`).
            var remaining: Platforms
            /// The kept region of the current branch, or -1.
            var region: Int32
            /// The kept region around the group, or -1.
            var parentRegion: Int32
        }
        var regions: [PlatformRegion] = []
        var groups: [OpenGroup] = []
        var searchFrom = 0
        func close(_ group: OpenGroup, at offset: UInt32) {
            if group.region >= 0 { regions[Int(group.region)].range.end = offset }
        }
        func open(_ group: inout OpenGroup, platforms: Platforms, at offset: UInt32) {
            guard platforms != .all else { group.region = -1; return }
            group.region = Int32(regions.count)
            regions.append(PlatformRegion(range: ByteRange(start: offset, end: end), platforms: platforms, parent: group.parentRegion))
        }
        for (position, start) in directiveStarts.enumerated() {
            // The directive's token: the first at or after `start` (both lists are in order).
            var low = searchFrom, high = count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].range.start < start { low = middle + 1 } else { high = middle }
            }
            guard low < count, tokens[low].range.start == start else { continue }
            searchFrom = low + 1
            let token = tokens[low]
            // A condition ends at its line's end or at the next directive, so that a run of
            // directives on one line (`#if#if#if…`) is read once, not once per directive.
            let nextDirective = position + 1 < directiveStarts.count ? directiveStarts[position + 1] : UInt32.max
            var reader = ConditionReader(base: base, tokens: tokens, position: low + 1, end: count, before: nextDirective)
            switch directive(token, base: base) {
            case .if:
                let condition = reader.readCondition()
                let outer = groups.last.map { $0.region >= 0 ? regions[Int($0.region)].platforms : .all } ?? .all
                var group = OpenGroup(outer: outer, remaining: condition.mustBeTrue.inverted, region: -1,
                                      parentRegion: groups.last.map { $0.region >= 0 ? $0.region : $0.parentRegion } ?? -1)
                open(&group, platforms: outer.intersection(condition.mayBeTrue), at: start)
                groups.append(group)
            case .elseif:
                guard var group = groups.popLast() else { continue }
                close(group, at: start)
                let condition = reader.readCondition()
                let platforms = group.outer.intersection(group.remaining).intersection(condition.mayBeTrue)
                group.remaining.formIntersection(condition.mustBeTrue.inverted)
                open(&group, platforms: platforms, at: start)
                groups.append(group)
            case .else:
                guard var group = groups.popLast() else { continue }
                close(group, at: start)
                open(&group, platforms: group.outer.intersection(group.remaining), at: start)
                group.remaining = []
                groups.append(group)
            case .endif:
                guard let group = groups.popLast() else { continue }
                close(group, at: start)
            case nil:
                continue
            }
        }
        return regions
    }

    enum Directive: CaseIterable {
        case `if`, elseif, `else`, endif

        var spelling: [UInt8] {
            switch self {
            case .if: Array("#if".utf8)
            case .elseif: Array("#elseif".utf8)
            case .else: Array("#else".utf8)
            case .endif: Array("#endif".utf8)
            }
        }
    }

    private static let directives = Directive.allCases.map { ($0, $0.spelling) }

    /// The conditional-compilation directive `token` is, if any (compared by bytes: no string per token).
    private static func directive(_ token: Token, base: UnsafePointer<UInt8>) -> Directive? {
        guard token.kind == .poundKeyword else { return nil }
        return directives.first { spells(token.range, $0.1, base: base) }?.0
    }

    /// Whether the bytes of `range` are `word`.
    static func spells(_ range: ByteRange, _ word: [UInt8], base: UnsafePointer<UInt8>) -> Bool {
        guard range.length == word.count else { return false }
        for offset in word.indices where base[Int(range.start) + offset] != word[offset] { return false }
        return true
    }
}

/// What a directive's condition says about the platforms: where it may be true, and where it is
/// certainly true. A condition it cannot read (`DEBUG`, `swift(>=5.9)`) may be true anywhere and
/// is certain nowhere.
struct PlatformCondition {
    var mayBeTrue: Platforms
    var mustBeTrue: Platforms

    static let unknown = PlatformCondition(mayBeTrue: .all, mustBeTrue: [])
}

/// Reads one directive's condition, the tokens up to the next line: `os(…)`, `canImport(UIKit)`,
/// `canImport(AppKit)`, joined by `!`, `&&`, `||` and parentheses.
private struct ConditionReader {
    let base: UnsafePointer<UInt8>
    let tokens: UnsafePointer<Token>
    var position: Int
    /// Where the condition ends: the first token on a new line, or of the next directive.
    var end: Int

    /// `before`: where the next directive starts; the condition stops there too.
    init(base: UnsafePointer<UInt8>, tokens: UnsafePointer<Token>, position: Int, end: Int, before: UInt32) {
        self.base = base
        self.tokens = tokens
        self.position = position
        var last = position
        while last < end && !tokens[last].flags.contains(.newlineBefore) && tokens[last].range.start < before { last += 1 }
        self.end = last
    }

    mutating func readCondition() -> PlatformCondition { readJoined(isOr: true, depth: 0) }

    private func text(_ index: Int) -> String {
        guard index < end else { return "" }
        let range = tokens[index].range
        return String(decoding: UnsafeBufferPointer(start: base + Int(range.start), count: range.length), as: UTF8.self)
    }

    private func isOperator(_ index: Int, _ word: [UInt8]) -> Bool {
        index < end && PlatformRegionReader.spells(tokens[index].range, word, base: base)
    }

    private static let or = Array("||".utf8), and = Array("&&".utf8), not = Array("!".utf8)

    /// `a || b || …` (`isOr`), or `a && b && …`, which binds tighter.
    private mutating func readJoined(isOr: Bool, depth: Int) -> PlatformCondition {
        var condition = isOr ? readJoined(isOr: false, depth: depth) : readUnary(depth: depth)
        while isOperator(position, isOr ? Self.or : Self.and) {
            position += 1
            let other = isOr ? readJoined(isOr: false, depth: depth) : readUnary(depth: depth)
            condition = isOr
                ? PlatformCondition(mayBeTrue: condition.mayBeTrue.union(other.mayBeTrue), mustBeTrue: condition.mustBeTrue.union(other.mustBeTrue))
                : PlatformCondition(mayBeTrue: condition.mayBeTrue.intersection(other.mayBeTrue),
                                    mustBeTrue: condition.mustBeTrue.intersection(other.mustBeTrue))
        }
        return condition
    }

    private mutating func readUnary(depth: Int) -> PlatformCondition {
        guard position < end else { return .unknown }
        guard depth < PlatformRegionReader.maximumConditionDepth else {
            position = end
            return .unknown
        }
        if isOperator(position, Self.not) {
            position += 1
            let operand = readUnary(depth: depth + 1)
            return PlatformCondition(mayBeTrue: operand.mustBeTrue.inverted, mustBeTrue: operand.mayBeTrue.inverted)
        }
        if tokens[position].kind == .leftParen {
            position += 1
            let inner = readJoined(isOr: true, depth: depth + 1)
            if position < end && tokens[position].kind == .rightParen { position += 1 }
            return inner
        }
        position += 1
        guard tokens[position - 1].kind == .identifier, position < end, tokens[position].kind == .leftParen else { return .unknown }
        let first = text(position - 1)
        // `name(argument)`: only a single identifier argument is read.
        let argument = position + 2 < end && tokens[position + 1].kind == .identifier && tokens[position + 2].kind == .rightParen
            ? text(position + 1) : nil
        skipParenthesized()
        switch (first, argument) {
        case ("os", let name?):
            let platforms = Platforms(osName: name)
            return PlatformCondition(mayBeTrue: platforms, mustBeTrue: platforms)
        case ("canImport", "UIKit"):
            let platforms: Platforms = [.iOS, .tvOS, .watchOS, .visionOS]
            return PlatformCondition(mayBeTrue: platforms, mustBeTrue: platforms)
        case ("canImport", "AppKit"):
            // Mac Catalyst (`os(iOS)`) can import AppKit too.
            return PlatformCondition(mayBeTrue: [.macOS, .iOS], mustBeTrue: .macOS)
        default:
            return .unknown
        }
    }

    /// Skips a balanced `( … )` starting at `position`.
    private mutating func skipParenthesized() {
        var depth = 0
        while position < end {
            let kind = tokens[position].kind
            position += 1
            if kind == .leftParen { depth += 1 } else if kind == .rightParen {
                depth -= 1
                if depth <= 0 { return }
            }
        }
    }
}
