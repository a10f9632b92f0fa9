import KataTexts
import KataPlatform
import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…::…`) so failures show on the learner's
/// lines in a pull request; a passing kata is one `::notice`. `learnerFiles` maps kata ID → the
/// learner file's path as the repository names it. `kata … --format github` prints only these.
/// Titles and messages are for people (the learner's language); the commands and properties are not.
public enum GitHubAnnotations {
    public static func render(_ results: [KataResult], learnerFiles: [String: String]) -> String {
        var lines: [String] = []
        for result in results {
            let path = learnerFiles[result.kata]
            for diagnostic in result.compileDiagnostics where diagnostic.severity != .note {
                lines.append(command(
                    diagnostic.severity == .error ? "error" : "warning",
                    file: diagnostic.file.isEmpty ? path : diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                    title: "\(result.kata): " + EngineText.message(diagnostic.severity == .error
                        ? "engine.annotation.compileError" : "engine.annotation.compileWarning"),
                    message: diagnostic.message))
            }
            let anchor = path.map(classLine) ?? 1
            for check in result.checks where check.status == .fail {
                let rules = check.rules.map(\.rawValue).joined(separator: ", ")
                // The learner's line the check points at; else the class declaration.
                lines.append(command(
                    "error", file: check.location?.file ?? path, line: check.location?.line ?? anchor,
                    column: check.location?.column,
                    title: "\(result.kata): \(check.name)" + (rules.isEmpty ? "" : " [\(rules)]"), message: check.message))
            }
            if result.status == .pass {
                let count = "\(result.checks.count)"
                lines.append(command("notice", file: nil, line: 1, column: nil, title: "\(result.kata): " + EngineText.message("report.passed"),
                                     message: EngineText.message("report.checksSummary", ["passed": count, "total": count])))
            }
            if result.status == .error, result.compileDiagnostics.allSatisfy({ $0.severity != .error }) {
                lines.append(command("error", file: path, line: anchor, column: nil,
                                     title: "\(result.kata): " + EngineText.message("report.notGraded"), message: result.error ?? "error"))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The line declaring the learner's container class (where a failed check is anchored), else 1.
    static func classLine(_ path: String) -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 1 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains("class ContainerViewController") }).map { $0 + 1 } ?? 1
    }

    static func command(_ kind: String, file: String?, line: Int, column: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        if file != nil { properties.append("line=\(max(1, line))") }
        if let column, column > 0 { properties.append("col=\(column)") }
        properties.append("title=\(escapeProperty(title))")
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A command's message: learner text made visible (`UntrustedText`), kept on the command's one
    /// line, and no `##[` left for the runner to read as a command of its own.
    static func escapeData(_ text: String) -> String {
        UntrustedText.visible(text).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "##[", with: "##\\[")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
