internal import Testing
import KataCatalog

/// A tiny kata used only by the runner's own tests (not in `Katas.all`): it lets the engine's
/// tests exercise the real compile → run → event stream → verdict pipeline with learner files that
/// pass, fail, crash, hang, exit early or flood, without depending on any real kata's grader.
@MainActor
public protocol RunnerFixtureContainer: AnyObject {
    init()
    func answer() -> Int
}

@Suite(.serialized) @MainActor
public struct RunnerFixtureGrader {
    /// The learner's type; the fixture contract file sets it before the tests run.
    public static var subject: (any RunnerFixtureContainer.Type)?

    public init() {}

    @Test func answerIsFortyTwo() {
        guard let subject = Self.subject else {
            Issue.record(Comment(rawValue: Finding(rules: [], message: "noSubject").encodedComment))
            return
        }
        let answer = subject.init().answer()
        if answer != 42 {
            Issue.record(Comment(rawValue: Finding(
                rules: [.addOnce], message: FindingMessage("answerIsNot42", ["answer": "\(answer)"]),
                expected: ["answer() == 42"], actual: ["answer() == \(answer)"],
                diagnostics: ["RunnerFixture: unexpected answer"]).encodedComment))
        }
    }

    @Test func answerIsStable() {
        guard let subject = Self.subject else { return }
        let container = subject.init()
        let first = container.answer()
        let second = container.answer()
        if first != second || first != 42 {
            Issue.record(Comment(rawValue: Finding(
                rules: [.addOnce, .addChildFirst], message: FindingMessage("answerChanges", ["first": "\(first)", "second": "\(second)"]),
                expected: ["42, 42"], actual: ["\(first), \(second)"]).encodedComment))
        }
    }
}
