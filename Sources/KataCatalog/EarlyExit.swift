import Foundation

/// Where a learner's method gives up: "nothing here ran" is most often a `guard … else { return }`
/// that took the exit, so a finding that can only name the method names that line instead
/// (issue 19). Shared by the graders' locator and the runner's fallback location.
public enum EarlyExit {
    /// The 1-based line of the first `return` inside the body of the method declared at
    /// `declaration` (1-based) in `lines`, or nil when its body has none. Comments are ignored.
    public static func line(inMethodAt declaration: Int, of lines: [String]) -> Int? {
        guard declaration >= 1, let body = SourceBody(of: lines, declaredAt: declaration - 1) else { return nil }
        return body.lines.first { $0.code.range(of: #"\breturn\b"#, options: .regularExpression) != nil }.map { $0.index + 1 }
    }
}
