#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last line of defence: should navlint itself fail a runtime check or fault (a bug, never
/// the input's doing), the user sees one line saying so and exit code 2, not a crash report and a
/// stack trace.
public enum CrashHandler {
    /// The message for each handled signal, made before any crash: the handler may only call
    /// async-signal-safe functions (`write`, `_exit`).
    nonisolated(unsafe) private static var messages: [UnsafeMutablePointer<CChar>?] = []

    /// Installs the handler for the signals a Swift trap or a memory fault raises.
    public static func install() {
        let signals: [(Int32, String)] = [
            (SIGILL, "a failed runtime check"), (SIGTRAP, "a failed runtime check"), (SIGABRT, "an abort"),
            (SIGSEGV, "a memory fault"), (SIGBUS, "a memory fault"), (SIGFPE, "an arithmetic fault"),
        ]
        messages = Array(repeating: nil, count: 32)
        for (number, cause) in signals {
            let text = "navlint: error: internal error (\(cause), signal \(number)); this is a bug in navlint: please report it, with the Swift files that trigger it if you can\n"
            messages[Int(number)] = strdup(text)
            signal(number) { number in
                if number >= 0 && Int(number) < CrashHandler.messages.count, let message = CrashHandler.messages[Int(number)] {
                    _ = systemWrite(2, message, strlen(message))
                }
                _exit(2)
            }
        }
    }
}
