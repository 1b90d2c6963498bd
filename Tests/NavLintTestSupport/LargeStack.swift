import Foundation
import XCTest

/// Runs each test of a case on a thread with a large stack, as navlint's own worker threads have
/// (`Linter.workerStackSize`). For tests that call the parser directly on pathologically nested
/// input: its depth bound keeps the recursion finite, but a sanitized debug build's frames are far
/// larger than a release build's and outgrow the main thread's 8 MB.
open class LargeStackTestCase: XCTestCase {
    override open func invokeTest() {
        // The test runs on the new thread while this one only waits for it.
        let test = UncheckedBody { super.invokeTest() }
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            test.body()
            finished.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        finished.wait()
    }
}

private struct UncheckedBody: @unchecked Sendable {
    let body: () -> Void
}
