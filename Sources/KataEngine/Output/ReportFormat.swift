import Foundation

/// The formats `kata run` and `kata verify` print. Whatever goes to stdout is that format only, in
/// every environment: GitHub workflow commands (`::error …`) are either the whole output
/// (`github`) or, under GitHub Actions, written to stderr beside another format (the runner reads
/// workflow commands from both streams), so `--format json > result.json` stays pure JSON.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit, github

    /// The names as `--format` accepts them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// `results` in this format. `single` makes JSON one result object (`kata run`) instead of the
    /// verify document; `text` renders the human form (the caller knows the terminal).
    public func render(
        _ results: [KataResult], single: Bool, learnerFiles: [String: String], text: () -> String
    ) -> String {
        switch self {
        case .text: return text()
        case .json: return single && results.count == 1 ? JSONReport.render(results[0]) : JSONReport.render(results)
        case .junit: return JUnitReport.render(results, suiteName: "ContainerKata")
        case .github: return GitHubAnnotations.render(results, learnerFiles: learnerFiles)
        }
    }

    /// The annotations to write to stderr beside this format: only under GitHub Actions
    /// (`GITHUB_ACTIONS=true`), never when stdout already carries them; nil when there are none.
    public func sideAnnotations(
        _ results: [KataResult], learnerFiles: [String: String], environment: [String: String]
    ) -> String? {
        guard self != .github, environment["GITHUB_ACTIONS"] == "true" else { return nil }
        let annotations = GitHubAnnotations.render(results, learnerFiles: learnerFiles)
        return annotations.isEmpty ? nil : annotations
    }
}
