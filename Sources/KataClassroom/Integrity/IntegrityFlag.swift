import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// One reason to look twice at a learner file: it reaches for something a container view controller
/// never needs (processes, files, the environment, the test framework, an early exit). A flag is a
/// note for the teacher, not a verdict: the file is still graded, inside the sandbox.
public struct IntegrityFlag: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// What kind of reach it is; stable strings, used in the gradebook and JSON output.
    public enum Category: String, Codable, Sendable, CaseIterable, Comparable {
        case testing       // imports Testing/XCTest: could declare tests of its own
        case process       // starts, signals or replaces processes
        case files         // reads or writes files
        case environment   // reads or changes environment variables
        case exit          // ends the process itself (exit, abort)
        case network       // opens connections
        case runtime       // loads code or binds symbols by name
        case system        // imports the C library directly

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var category: Category
    /// The word in the source that raised the flag (`FileManager`, `exit`, `import Testing`).
    public var token: String
    /// 1-based line in the learner's file.
    public var line: Int

    public init(category: Category, token: String, line: Int) {
        self.category = category
        self.token = token
        self.line = line
    }

    /// "line 12: exit (exit)" — short enough for a gradebook note.
    public var description: String { "line \(line): \(token) (\(category.rawValue))" }
}
