import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// The real binary grading for real: add-child in a throw-away workbook (its starter, its
/// solution, a catalogued mistake), linked against the runtime library built beside this test
/// bundle (`swift build` builds it; `make test` does that first).
@Suite(.serialized) struct CLIGradingTests {
    let kata = AddChildWorkbook.kata
    /// A real mistake UIKit warns about: one failing check with timelines on both sides.
    static let directAppearanceCalls = "Solutions/add-child/mistakes/D20-calls-appearance-directly.swift"

    @Test func runJSONIsExactlyOneResultObject() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let run = try workbook.run(["run", kata.id, "--format", "json"])
        #expect(run.status == 1, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "fail")
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(Set(checks.compactMap { $0["name"] as? String }) == Set(kata.checks.map(\.name)))
        let failing = try #require(checks.first { $0["name"] as? String == "childIsInChildrenOnce" })
        #expect(failing["status"] as? String == "fail")
        #expect((failing["rules"] as? [String])?.contains("add-child-first") == true)
        #expect((failing["message"] as? String)?.contains("never became your child") == true)
        let decoded = try JSONDecoder().decode(KataResult.self, from: Data(run.stdout.utf8))
        #expect(decoded.kata == kata.id)
    }

    @Test func textShowsExpectedBesideActualTheRuleAndRecordsProgress() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        try workbook.install(Self.directAppearanceCalls)
        // Whole timelines (the first screen shows the window around the first difference), on a
        // screen wide enough for whole entries (piped output takes COLUMNS when wider than 80).
        let run = try workbook.run(["run", kata.id, "--all"], environment: ["COLUMNS": "120"])
        #expect(run.status == 1, "\(run.stderr)")
        // The learner's extra call stands beside the line a correct container has there.
        #expect(run.stdout.contains("│ content.viewWillAppear(false)"))
        #expect(run.stdout.contains("content.view → container.view (addSubview)"))
        #expect(run.stdout.contains("rule: never-call-view-will-appear"))
        // UIKit's sentence is wrapped to the screen: compare it unwrapped.
        let unwrapped = run.stdout.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
        #expect(unwrapped.contains("Calling -viewWillAppear: directly on a view controller is not supported"))
        #expect(ProgressStore(root: workbook.root).load().state.status(of: kata.id) == .fail)

        let hint = try workbook.run(["hint", kata.id])
        #expect(hint.status == 0)
        // The first failing check's first rule, as `kata run` shows it first.
        #expect(hint.stdout.contains("never-call-view-will-appear"))
        #expect(hint.stdout.contains("1 of"))
        let second = try workbook.run(["hint", kata.id])
        #expect(second.stdout.contains("2 of"))
        let solution = try workbook.run(["solution", kata.id])
        #expect(solution.status == 1)
    }

    @Test func passingUnlocksTheSolutionAndVerifyWritesJUnit() throws {
        let workbook = try AddChildWorkbook(solved: true)
        defer { workbook.remove() }
        let run = try workbook.run(["run", kata.id])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let solution = try workbook.run(["solution", kata.id])
        #expect(solution.status == 0)
        #expect(solution.stdout.contains("content.didMove(toParent: self)"))

        let verify = try workbook.run(["verify", "--format", "junit", "--output", "report.xml"])
        #expect(verify.status == 0, "\(verify.stderr)")
        let report = try String(contentsOf: workbook.root.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(report.contains("<testsuite"))
        #expect(report.contains("childIsInChildrenOnce"))
    }

    /// Under GitHub Actions stdout stays pure JSON / JUnit; the annotations go to stderr, or are
    /// the whole of stdout with `--format github`.
    @Test func verifyKeepsStdoutPureAndAnnotatesOnStderrOnGitHubActions() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let env = ["GITHUB_ACTIONS": "true"]
        let verify = try workbook.run(["verify", "--format", "json"], environment: env)
        #expect(verify.status == 1)
        #expect(!verify.stdout.contains("::error"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(verify.stderr.contains("::error file=\(kata.learnerFile)"))

        let junit = try workbook.run(["verify", "--format", "junit"], environment: env)
        #expect(junit.stdout.hasPrefix("<?xml") && !junit.stdout.contains("::error"))
        #expect(junit.stderr.contains("::error"))

        for command in [["verify"], ["run", kata.id]] {
            let github = try workbook.run(command + ["--format", "github"], environment: env)
            #expect(github.status == 1)
            let lines = github.stdout.split(separator: "\n")
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("::") }, "\(github.stdout)")
            #expect(!github.stderr.contains("::error"), "annotations are printed once")
        }

        let run = try workbook.run(["run", kata.id, "--format", "json"], environment: env)
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
        #expect(run.stderr.contains("::error"))
    }

    @Test func compileErrorsPointAtTheLearnersFile() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        try Data("""
            import UIKitSim
            final class ContainerViewController: UIViewController {
                func frameForContentController() -> CGRect { undefinedName }
                func displayContentController(_ content: UIViewController) {}
            }

            """.utf8).write(to: workbook.root.appendingPathComponent(kata.learnerFile))
        let run = try workbook.run(["run", kata.id, "--format", "json"])
        #expect(run.status == 1)
        let result = try JSONDecoder().decode(KataResult.self, from: Data(run.stdout.utf8))
        #expect(result.status == .error)
        let diagnostic = try #require(result.compileDiagnostics.first { $0.severity == .error })
        #expect(diagnostic.file.hasSuffix(kata.learnerFile))
        #expect(diagnostic.line == 3)
        let text = try workbook.run(["run", kata.id])
        #expect(text.stdout.contains("undefinedName"))
    }

    @Test func watchGradesThenQuitsOnQ() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let run = try workbook.run(["watch", kata.id], input: "lq")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("childIsInChildrenOnce"))
        #expect(run.stdout.contains(kata.id))
        #expect(run.stdout.contains(LearnerText.message("workbook.bye")))
    }
}
