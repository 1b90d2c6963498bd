#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The storage of the parse workspace's tables (`ScratchTable`, the tokenizer's token buffer),
/// taken from the C allocator so that a growing table is resized with `realloc`.
///
/// Why: a table grown by allocate, move, free holds the old and the new storage at once, three
/// times its contents at the moment of growth, and the tables of one huge file (a long call chain
/// makes about one token, one chain element and a fifth of a call per byte) all grow together.
/// `realloc` of a large block moves its pages (`mremap` on Linux) rather than copying them, and
/// the part not yet written is never touched, so a table costs about what it holds. Above
/// `ScratchStorage.slowGrowthBytes` tables also grow by a quarter rather than double: freed
/// storage is reused by the next table that grows, so slack costs resident memory too.
///
/// Elements are moved by `realloc`'s byte copy, which is how Swift moves any bitwise-takable value
/// (every element type the workspace stores); other types take the allocate, move, free path.
enum ScratchStorage {
    /// Storage of this many bytes or more grows by a quarter rather than double.
    static var slowGrowthBytes: Int { 1 << 20 }

    /// Uninitialized storage for `capacity` elements.
    @inline(__always)
    static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        guard _isBitwiseTakable(Element.self) else { return .allocate(capacity: capacity) }
        let bytes = max(1, capacity) * MemoryLayout<Element>.stride
        guard let raw = malloc(bytes) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees storage from `allocate` or `resize` (its elements already deinitialized).
    @inline(__always)
    static func deallocate<Element>(_ storage: UnsafeMutablePointer<Element>) {
        guard _isBitwiseTakable(Element.self) else { storage.deallocate(); return }
        free(UnsafeMutableRawPointer(storage))
    }

    /// `storage`, holding `count` initialized elements, resized to hold `capacity` (not less than
    /// `count`); the elements move with it.
    static func resize<Element>(_ storage: UnsafeMutablePointer<Element>, count: Int, capacity: Int) -> UnsafeMutablePointer<Element> {
        guard _isBitwiseTakable(Element.self) else {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            return larger
        }
        let bytes = max(1, capacity) * MemoryLayout<Element>.stride
        guard let raw = realloc(UnsafeMutableRawPointer(storage), bytes) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// The capacity after growing a table of `capacity` elements of `stride` bytes that must hold
    /// at least `minimum`: double while small, a quarter more once large.
    @inline(__always)
    static func grownCapacity(_ capacity: Int, stride: Int, minimum: Int) -> Int {
        let grown = capacity * stride >= slowGrowthBytes ? capacity + capacity / 4 : capacity * 2
        return max(grown, minimum, 16)
    }
}
