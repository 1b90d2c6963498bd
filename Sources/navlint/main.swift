#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintKit

CrashHandler.install()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
