internal import Testing
import KataCatalog

/// Records that this check has nothing to judge yet (e.g. no child was ever added, so when its
/// appearance arrived is not a question). The runner shows the check as "not run" with `reason`
/// (a key of the kata manifest's `messages`), and a kata passes only when every check passed, so
/// an untouched starter scores nothing instead of vacuous passes. Call it and return.
@MainActor
func notApplicable(_ reason: FindingMessage, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(Comment(rawValue: reason.notRunComment), sourceLocation: sourceLocation)
}
