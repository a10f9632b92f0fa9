import KataEngine
import KataTexts
import KataPlatform
/// The exit codes every `kata` command uses (the sysexits.h values), so that a script or CI job can
/// tell a failing kata (1) from a typo on the command line (64) or a broken install (70).
public enum ExitCode: Int32, Sendable, Equatable {
    case success = 0
    /// At least one kata failed or could not be graded.
    case failure = 1
    /// The command line was wrong: unknown command, flag or kata.
    case usage = 64
    /// An input file was unusable (e.g. a submission that is not a workbook).
    case dataError = 65
    /// Something inside the runner went wrong; never the learner's fault.
    case internalError = 70
}
