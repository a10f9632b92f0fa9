import KataEngine
import KataTexts
import KataPlatform
/// An error meant to be shown to a person as one plain line, with the exit code it implies.
/// Every command throws only these (or wraps what it catches into one), so the CLI never has to
/// print a stack trace or a Swift type name.
public struct WorkbookError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let exitCode: ExitCode
    /// When true the CLI follows the message with the command's usage line.
    public let showsUsage: Bool

    public init(_ message: String, exitCode: ExitCode, showsUsage: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.showsUsage = showsUsage
    }

    public var description: String { message }

    public static func usage(_ message: String) -> WorkbookError {
        WorkbookError(message, exitCode: .usage, showsUsage: true)
    }

    public static func data(_ message: String) -> WorkbookError {
        WorkbookError(message, exitCode: .dataError)
    }

    public static func failure(_ message: String) -> WorkbookError {
        WorkbookError(message, exitCode: .failure)
    }

    public static func internalError(_ message: String) -> WorkbookError {
        WorkbookError(message, exitCode: .internalError)
    }
}
