/// LeakSanitizer's suppressions for the test process (`swift test --sanitize=address`), which the
/// sanitizer runtime asks for through this C entry point when it checks for leaks at exit. They
/// name leaks of the toolchain's libraries on Linux, not navlint's: XCTest keeps every test case
/// and test run, FoundationEssentials' file reading keeps a 4 KB buffer, Foundation's Process and
/// XCTest's expectations keep a weak reference's side table. Any other leak fails the run; the
/// fuzzer (Tests/Fuzz) also checks navlint's code for leaks on every input, outside XCTest.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = """
        leak:name11testClosure
        leak:XCTest0A8SuiteRunC
        leak:XCTest0A7CaseRunC
        leak:awaitUsingExpectation
        leak:readBytesFromFile
        leak:Foundation7ProcessC3run
        \0
        """
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
