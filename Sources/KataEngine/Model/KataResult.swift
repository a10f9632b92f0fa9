import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The verdict on one kata for one learner file. This is the runner's machine contract: the JSON
/// form (`kata run --format json`) is this type encoded, and the gradebook, JUnit and Gradescope
/// writers all read it.
public struct KataResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        /// Every grader check ran and passed.
        case pass
        /// The file compiled and ran, and at least one check failed or could not run yet.
        case fail
        /// No verdict on behaviour: the file did not compile, the run crashed, hung or exited
        /// early, or the input was unusable. `error` says which, in plain words.
        case error
    }

    public var kata: String
    public var status: Status
    public var checks: [CheckResult]
    /// Compiler diagnostics at the learner's file (empty when it compiled).
    public var compileDiagnostics: [CompilerDiagnostic]
    /// Why the status is `error`, for a person; nil otherwise.
    public var error: String?
    /// UIKit exceptions and warnings seen while grading, verbatim.
    public var diagnostics: [String]
    /// Wall-clock seconds spent producing this verdict (0 when served from the cache).
    public var duration: Double
    /// True when the verdict came from the cache because nothing changed.
    public var cached: Bool
    /// What the compiled file calls that a kata never needs ("exit: exit", "files: fopen"); set
    /// when the program was refused before running. Absent otherwise.
    public var integrity: [String]? = nil

    public init(
        kata: String, status: Status, checks: [CheckResult] = [],
        compileDiagnostics: [CompilerDiagnostic] = [], error: String? = nil,
        diagnostics: [String] = [], duration: Double = 0, cached: Bool = false
    ) {
        self.kata = kata
        self.status = status
        self.checks = checks
        self.compileDiagnostics = compileDiagnostics
        self.error = error
        self.diagnostics = diagnostics
        self.duration = duration
        self.cached = cached
    }

    /// Rules broken by the failing checks, in catalog order, each once.
    public var brokenRules: [RuleID] {
        Array(Set(checks.filter { $0.status == .fail }.flatMap(\.rules))).sorted()
    }
}

/// One grader check's outcome.
public struct CheckResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case pass, fail
        /// The check had nothing to judge yet (the grader said so, e.g. nothing was added): not
        /// a pass, and it breaks no rule. `message` says why.
        case notRun = "not-run"
    }

    /// The check's name as listed in its `KataSpec` (the grader test function's base name).
    public var name: String
    public var status: Status
    /// The rules the failure breaks (empty for a pass).
    public var rules: [RuleID]
    /// One plain sentence about the failure, or why the check did not run ("" for a pass).
    public var message: String
    /// The grader's full account of the failure, when it gave one.
    public var finding: Finding?
    /// The learner's line the failure points at (`file` as the learner knows it), when known.
    public var location: Finding.Location?

    public init(name: String, status: Status, rules: [RuleID] = [], message: String = "", finding: Finding? = nil,
                location: Finding.Location? = nil) {
        self.name = name
        self.status = status
        self.rules = rules
        self.message = message
        self.finding = finding
        self.location = location
    }
}

/// A compiler diagnostic, located in the learner's file when it is there.
public struct CompilerDiagnostic: Codable, Sendable, Equatable {
    public enum Severity: String, Codable, Sendable { case error, warning, note }
    /// Path as the learner knows it (relative to the workbook root when possible).
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The compiler's own text for this diagnostic, source excerpt included.
    public var rendered: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String, rendered: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.rendered = rendered
    }
}
