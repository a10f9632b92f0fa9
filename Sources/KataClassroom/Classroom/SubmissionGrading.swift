import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// How the classroom grades one learner file against one kata. The real one drives the engine's
/// `Grader` (compile, run in the sandbox, read the event stream); tests substitute a fake so the
/// class logic — enumeration, bad input, the job pool, the gradebook — is tested without a compiler.
public protocol SubmissionGrading: Sendable {
    /// `learnerFile` is already a private copy inside `scratch`, the attempt's own folder: compile
    /// and run there, and nowhere near the submission it came from.
    func grade(kata: KataSpec, learnerFile: URL, displayPath: String, scratch: URL) async -> KataResult
}
