#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintReporters

extension LanguageServer {
    /// Serves one client until `exit` or the end of input: `input` gives the next bytes (nil at the
    /// end), `output` takes framed messages. Returns the exit code: 0 after `shutdown` then `exit`,
    /// 1 otherwise (as the protocol asks).
    static func serve(jobs: Int, input: () -> [UInt8]?, output: @escaping (String) -> Void) -> Int32 {
        var reader = MessageReader()
        let server = LanguageServer(jobs: jobs) { output(framedMessage($0.compactText)) }
        while true {
            // Every message already read is handled before the project is analysed once.
            var next = reader.next()
            while next != .needMore {
                if case .message(let body) = next, let code = server.handle(body) { return code }
                if case .malformed(let problem) = next { server.handleMalformedFrame(problem) }
                next = reader.next()
            }
            server.analyzeIfNeeded()
            guard let bytes = input() else { return server.exitCodeAtEndOfInput }
            reader.append(bytes)
        }
    }

    /// Serves the client on standard input and output.
    static func serveStandardStreams(jobs: Int) -> Int32 {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        return serve(jobs: jobs, input: {
            while true {
                let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count > 0 { return Array(chunk[0..<count]) }
                if count < 0 && errno == EINTR { continue }
                return nil
            }
        }, output: { text in
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                // The client went away: nothing more can be said to it.
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
            }
        })
    }
}
