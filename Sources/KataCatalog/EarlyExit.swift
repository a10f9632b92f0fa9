import Foundation

/// Where a learner's method gives up: "nothing here ran" is most often a `guard … else { return }`
/// that took the exit, so a finding that can only name the method names that line instead
/// (issue 19). Shared by the graders' locator and the runner's fallback location.
public enum EarlyExit {
    /// The 1-based line of the first `return` inside the body of the method declared at
    /// `declaration` (1-based) in `lines`, or nil when its body has none. Comments are ignored.
    public static func line(inMethodAt declaration: Int, of lines: [String]) -> Int? {
        guard declaration >= 1 else { return nil }
        var depth = 0, opened = false
        for index in (declaration - 1)..<lines.count {
            let code = lines[index].components(separatedBy: "//")[0]
            let before = depth
            for c in code { if c == "{" { depth += 1; opened = true } else if c == "}" { depth -= 1 } }
            if opened && before > 0 && code.range(of: #"\breturn\b"#, options: .regularExpression) != nil { return index + 1 }
            if opened && depth <= 0 { break }
        }
        return nil
    }
}
