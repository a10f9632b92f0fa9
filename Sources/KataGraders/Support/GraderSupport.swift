internal import Testing
@_spi(Simulator) import UIKitSim
import KataCatalog

// Grader support shared by every kata's grader suite. The API below is stable: other graders
// build on it, so add to it rather than change it.
//
// - `ProbeViewController` (ProbeViewController.swift) — a child controller that records every
//   callback it receives (`received`, `received(_:)`, `count(_:)`, `sequence`, `clearRecord()`),
//   each as a `Received` with the animated flag, the `toParent` argument, `parent` at that
//   moment, `isMovingToParent`/`isMovingFromParent`, where its view was (superview, window,
//   frame), the virtual time and its position in the journal. It never loads its own view while
//   recording. It names itself with `Simulator.name`. Subclass it (it is `open`) to add
//   preferences such as a status bar style.
// - `ReleaseTracker` (ReleaseTracker.swift) — weak references (`watch(_:as:)`, `isReleased(_:)`,
//   `stillAlive`), to prove an object was deallocated once the grader dropped its own references.
// - `ContainmentJournal` (ContainmentJournal.swift) — the UIKitSim journal narrowed to one or more
//   controllers' containment calls, lifecycle callbacks, view insertions/removals and transitions
//   (`entries(for:since:)`, `lines(for:since:)`), plus `position` (take it before acting),
//   `addChildCount`, `removeFromParentCount`, `insertions(of:)` (and `insertions(of:since:before:)`,
//   a to-view added by hand before its transition began), `removals(of:)`, `first(since:where:)`.
//   `JournalEvent.objects` / `mentions(_:)` / `isContainmentOrCallback` help custom filters.
// - `Timeline` (Timeline.swift) — journal entries and diagnostics as the string lines a `Finding`
//   carries (`lines(_:)`, `line(_:)`, `diagnostics(since:)`, `capped(_:limit:)`, `format(_:)`).
// - `Stage` (Stage.swift) — `show(_:windowName:)` puts a container on screen the way every kata
//   does (a key, visible `UIWindow` whose root is the container, named in the journal if asked,
//   then one run-loop turn); `addChild(_:to:frame:)`
//   sets a child up correctly without the learner's code; `frame(of:in:)` and `view(_:isInside:)`.
// - `ChildCalls` (ChildCalls.swift) — what really reached a child probe, so a message says what
//   happened: appearance methods called directly (`directAppearanceCalls(to:since:)`,
//   `directCallWarnings`, `warnedSelectors`), `viewDidLoad` with no parent
//   (`loadedWithoutParent`), a first `viewWillAppear` before it was the container's child
//   (`appearedOutside`), the `willMove`/`didMove` calls that arrived as text (`moveCalls`),
//   and Swift method names for messages (`apiName`, `apiNames`).
// - `CGRect.isClose(to:)` / `.short` (Geometry.swift) — tolerant frame comparison and messages.
// - `report(_:)` and `report(rules:_:mistake:actual:diagnostics:expected:)` (this file) — record
//   a failed check as a Swift Testing issue whose comment is the encoded `Finding`, which is how
//   the runner reads it from the event stream. The second form captures the learner's timeline
//   first and only then evaluates `expected` (typically by replaying the scene with the grader's
//   own correct container, which starts a fresh world). Timelines are capped at
//   `findingTimelineLimit` lines. `reportSetupProblem(_:)` is for a grader that cannot run.
//
// A check follows one shape: in a fresh world, build the scene, act, then compare what the probe
// and the journal saw with what a correct container produces, and `report` a `Finding` naming the
// broken rule (and the catalogued mistake, when recognised) if they differ. The suite's
// `.freshSimulator` trait gives each test a world; a scene's `play` starts its own with
// `Simulator.withFreshWorld { … }`, so one check can play it again with the reference container
// (nothing calls `Simulator.reset()` by hand). The message is a key of the kata manifest's
// `messages` with values from this run as arguments, and it claims only what this run's journal
// and probes show.
// Expected timelines come from replaying the same scene with a correct reference container, so
// they are in exactly the journal's words.

/// Records a failed check so the runner can read it: the finding travels encoded in the issue's
/// comment (see `Finding.marker`), never as console text.
/// Timelines longer than this are cut (a learner's loop can produce thousands of lines, and the
/// runner caps a grader's output).
public let findingTimelineLimit = 60

@MainActor
func report(_ finding: Finding, ranInAct: [Int: Set<Int>]? = nil, deciding quantity: String? = nil,
            sourceLocation: SourceLocation = #_sourceLocation) {
    var finding = finding
    if finding.location == nil {
        finding.location = CallSites.choose(CallSites.sight(finding.actual), actual: finding.actual, expected: finding.expected)
    }
    // A line that reads a stale cache is right; the cache is not. A line that branches on a value
    // is right; where the value was made is not — a local's assignment, a helper's line, or the
    // one write of a stored property that ran.
    // The learner's lines that ran in the scene the finding is about: taken before a replay of
    // the reference starts a fresh world (`report(rules:…)`), else read now — only if asked.
    var readRan = ranInAct, readAnywhere: Set<Int>?
    func ran() -> [Int: Set<Int>] {
        if let readRan { return readRan }
        let read = CallSites.linesRanByAct()
        readRan = read
        return read
    }
    // The same lines, whatever act they ran in: flattened once for the steps that ask.
    func ranAnywhere() -> Set<Int> {
        if let readAnywhere { return readAnywhere }
        let read = ran().values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        readAnywhere = read
        return read
    }
    finding.location = finding.location.map(CallSites.cachedValueSource)
        .map { CallSites.decidingValueSource($0, ran: ranAnywhere()) }
        .map { CallSites.storedValueSource($0, ranInAct: ran()) }
        .map(CallSites.neverWrittenState)
        .map(CallSites.swallowedCall)
        // A value computed from a read the guide warns about (the screen's bounds, the old size):
        // that read; when none feeds the line, the file's one such read that ran. A value a helper
        // computed from only what the method was given: the helper.
        .map { located in
            let traced = CallSites.suspectReadSource(located)
            return traced != located ? traced : CallSites.ranSuspectRead(located, ran: ranAnywhere())
        }
        .map(CallSites.givenOnlyHelperSource)
        // A decision over several tests, when the check played an input that one of them judges
        // (a flick, its speed): that test.
        .map { located in quantity.map { CallSites.operand(reading: $0, at: located) } ?? located }
        .map(CallSites.lastClause)
    finding.expected = Timeline.capped(finding.expected, limit: findingTimelineLimit)
    finding.actual = Timeline.capped(finding.actual, limit: findingTimelineLimit)
    finding.diagnostics = Timeline.capped(finding.diagnostics, limit: findingTimelineLimit)
    Issue.record(Comment(rawValue: finding.encodedComment), sourceLocation: sourceLocation)
}

/// Records that the grader could not run at all (e.g. no learner type registered). Not a
/// finding about the learner's code, so it names no rule.
@MainActor
func reportSetupProblem(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Reports a failed check whose expected timeline comes from replaying the scene with a correct
/// container. `actual` and `diagnostics` are read first (pass them as values captured from the
/// learner's run), and only then is `expected` evaluated, because a replay starts a fresh world.
@MainActor
func report(
    rules: [RuleID], _ message: FindingMessage, mistake: String? = nil,
    actual: [String], diagnostics: [String], expected: () -> [String],
    location: Finding.Location? = nil, judging label: String? = nil, focus: Int? = nil, judgesOneCase: Bool = false,
    deciding quantity: String? = nil, about: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let sighting = CallSites.sight(actual)   // before `expected` replays the scene and resets the world
    let expectedLines = expected()
    // A check that judged one argument of the call it names (`label`): where that value was made.
    // `focus`: the act the check judges, when it judges one (`CallSites.choose`).
    // `judgesOneCase`: the check judged one value of the learner's `switch` (a presentation type):
    // a line in an arm that merged it with another is the arm's (`CallSites.mergedCase`).
    // `quantity`: what the input the check played should have passed on (`velocity` for a flick).
    // `about`: the call the message names (`CallSites.choose`).
    let place = (location ?? CallSites.choose(sighting, actual: actual, expected: expectedLines, focus: focus, about: about))
        .map { place in label.map { CallSites.argumentOrigin(place, label: $0) } ?? place }
        .map { judgesOneCase ? CallSites.mergedCase($0) : $0 }
    report(
        Finding(rules: rules, message: message, expected: expectedLines, actual: actual,
                diagnostics: diagnostics, mistake: mistake, location: place),
        ranInAct: sighting.ranInAct, deciding: quantity, sourceLocation: sourceLocation)
}
