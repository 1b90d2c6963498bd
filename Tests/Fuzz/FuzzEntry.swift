#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz targets, chosen by `NAVLINT_FUZZ_TARGET` (run.sh sets it): one executable holds them
/// all, so that the modules are compiled and linked once.
enum FuzzTarget: String {
    /// Arbitrary bytes through the whole analysis, as one file and as two (`FuzzTarget.swift`).
    case analysis
    /// The tokenizer alone: fast enough to explore inputs up to the maximum length.
    case tokenizer
    /// The command line over a temporary project folder, file discovery and reports included.
    case commandLine = "command-line"

    static let selected: FuzzTarget = {
        guard let name = getenv("NAVLINT_FUZZ_TARGET").map({ String(cString: $0) }), !name.isEmpty else { return .analysis }
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("NAVLINT_FUZZ_TARGET=\(name): expected analysis, tokenizer or command-line")
        }
        return target
    }()
}

/// Seconds an input may take at most: a fixed allowance plus a budget per byte, both from the
/// environment (`NAVLINT_FUZZ_BASE_SECONDS`, `NAVLINT_FUZZ_MICROSECONDS_PER_BYTE`; run.sh sets them
/// per target and build). Linear work stays far under it at any size; work that grows with the
/// square of the input crosses it once the input is long enough, which libFuzzer's own `-timeout`,
/// one limit for every size, would only catch when it is already huge.
let timeBudget: (base: Double, perByte: Double) = {
    func number(_ name: String, _ fallback: Double) -> Double {
        getenv(name).flatMap { Double(String(cString: $0)) } ?? fallback
    }
    return (number("NAVLINT_FUZZ_BASE_SECONDS", 2), number("NAVLINT_FUZZ_MICROSECONDS_PER_BYTE", 100) / 1_000_000)
}()

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// libFuzzer's entry point: runs the selected target, then traps (saving the input as a crash) when
/// the input took longer than its budget.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let started = monotonicSeconds()
    switch FuzzTarget.selected {
    case .analysis: fuzzAnalysis(bytes)
    case .tokenizer: fuzzTokenizer(bytes)
    case .commandLine: fuzzCommandLine(bytes)
    }
    let elapsed = monotonicSeconds() - started
    let budget = timeBudget.base + timeBudget.perByte * Double(size)
    if elapsed > budget {
        fatalError("slow input: \(size) bytes took \(elapsed) s, over the budget of \(budget) s (work that grows faster than the input?)")
    }
    return 0
}
