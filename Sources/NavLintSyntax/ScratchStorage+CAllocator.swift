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

    /// On Linux, storage of this many bytes or more is mapped pages of its own (`mmap`), resized
    /// with `mremap` and handed back with `munmap`, not taken from malloc. navlint sets glibc's top
    /// pad (`MallocTuning`), so malloc serves even huge blocks from its heaps, where a freed or
    /// shrunk block stays resident and a block that cannot grow in place is copied: a huge file's
    /// tables, grown and freed one after another, left the heap at the high-water mark of all of
    /// them (a long call chain peaked at 50 bytes per input byte). Mapped storage is resident only
    /// for what a table holds, grows without a copy, and returns its pages the moment it shrinks
    /// or is freed. Whether storage is mapped follows from its capacity alone, so callers pass it.
    static var mappedBytes: Int { 1 << 20 }

    /// Uninitialized storage for `capacity` elements.
    @inline(__always)
    static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        guard _isBitwiseTakable(Element.self) else { return .allocate(capacity: capacity) }
        let bytes = max(1, capacity) * MemoryLayout<Element>.stride
        if isMapped(bytes) { return MappedPages.map(bytes).bindMemory(to: Element.self, capacity: capacity) }
        guard let raw = malloc(bytes) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees storage of `capacity` elements from `allocate` or `resize` (its elements already
    /// deinitialized).
    @inline(__always)
    static func deallocate<Element>(_ storage: UnsafeMutablePointer<Element>, capacity: Int) {
        guard _isBitwiseTakable(Element.self) else { storage.deallocate(); return }
        let bytes = max(1, capacity) * MemoryLayout<Element>.stride
        if isMapped(bytes) { MappedPages.unmap(UnsafeMutableRawPointer(storage), bytes); return }
        free(UnsafeMutableRawPointer(storage))
    }

    /// `storage` of `oldCapacity` elements, holding `count` initialized elements, resized to hold
    /// `capacity` (not less than `count`); the elements move with it.
    static func resize<Element>(_ storage: UnsafeMutablePointer<Element>, count: Int, from oldCapacity: Int,
                                capacity: Int) -> UnsafeMutablePointer<Element> {
        guard _isBitwiseTakable(Element.self) else {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            return larger
        }
        let stride = MemoryLayout<Element>.stride
        let oldBytes = max(1, oldCapacity) * stride
        let bytes = max(1, capacity) * stride
        let raw = UnsafeMutableRawPointer(storage)
        switch (isMapped(oldBytes), isMapped(bytes)) {
        case (false, false):
            guard let resized = realloc(raw, bytes) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
            return resized.bindMemory(to: Element.self, capacity: capacity)
        case (true, true):
            return MappedPages.remap(raw, oldBytes, bytes).bindMemory(to: Element.self, capacity: capacity)
        case (false, true), (true, false):
            let resized = allocate(Element.self, capacity: capacity)
            UnsafeMutableRawPointer(resized).copyMemory(from: raw, byteCount: count * stride)
            deallocate(storage, capacity: oldCapacity)
            return resized
        }
    }

    @inline(__always)
    static func isMapped(_ bytes: Int) -> Bool {
        #if os(Linux)
        return bytes >= mappedBytes
        #else
        return false
        #endif
    }

    /// The capacity after growing a table of `capacity` elements of `stride` bytes that must hold
    /// at least `minimum`: double while small, a quarter more once large.
    @inline(__always)
    static func grownCapacity(_ capacity: Int, stride: Int, minimum: Int) -> Int {
        let grown = capacity * stride >= slowGrowthBytes ? capacity + capacity / 4 : capacity * 2
        return max(grown, minimum, 16)
    }
}

/// Anonymous private mappings for `ScratchStorage`'s large tables (Linux only).
enum MappedPages {
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    @inline(__always) static func rounded(_ bytes: Int) -> Int { (bytes + pageSize - 1) & ~(pageSize - 1) }

    static func map(_ bytes: Int) -> UnsafeMutableRawPointer {
        #if os(Linux)
        let pointer = mmap(nil, rounded(bytes), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let pointer, pointer != UnsafeMutableRawPointer(bitPattern: -1) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
        return pointer
        #else
        fatalError("mapped scratch storage is Linux only")
        #endif
    }

    static func unmap(_ pointer: UnsafeMutableRawPointer, _ bytes: Int) {
        #if os(Linux)
        _ = munmap(pointer, rounded(bytes))
        #endif
    }

    /// Moves or resizes a mapping (page tables, not bytes); shrinking returns the pages past the end.
    static func remap(_ pointer: UnsafeMutableRawPointer, _ oldBytes: Int, _ bytes: Int) -> UnsafeMutableRawPointer {
        #if os(Linux)
        let oldSize = rounded(oldBytes)
        let size = rounded(bytes)
        guard size != oldSize else { return pointer }
        let moved = linuxMremap(pointer, oldSize, size, 1)  // MREMAP_MAYMOVE
        guard let moved, moved != UnsafeMutableRawPointer(bitPattern: -1) else { fatalError("navlint: out of memory (\(bytes) bytes)") }
        return moved
        #else
        fatalError("mapped scratch storage is Linux only")
        #endif
    }
}

#if os(Linux)
/// `mremap`, which the Glibc module does not import (it is variadic in C; its fifth argument is read
/// only with `MREMAP_FIXED`, never passed here).
@_silgen_name("mremap")
private func linuxMremap(_ address: UnsafeMutableRawPointer?, _ oldSize: Int, _ newSize: Int, _ flags: Int32) -> UnsafeMutableRawPointer?
#endif
