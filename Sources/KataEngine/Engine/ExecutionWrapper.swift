import KataTexts
import KataPlatform
import Foundation

/// The sandbox hook. The grader hands the command that runs the learner's program to the wrapper,
/// which returns the command to spawn instead (e.g. `bwrap … -- <command>`). `scratch` is the
/// attempt's own directory (the only place the program needs to write: the event stream goes
/// there); `readOnly` lists what it needs to read (runtime library, toolchain libraries).
public protocol ExecutionWrapper: Sendable {
    func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String]
}
