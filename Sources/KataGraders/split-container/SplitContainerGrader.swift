internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `split-container`: in regular width the primary sits on the left at `primaryWidth` and
/// the secondary fills the rest; in compact width only the primary shows, full size, and the
/// secondary's view is out of the hierarchy. Size-class changes move the secondary's view out and
/// back with its appearance callbacks, both stay children, and children hear their own sizes.
@Suite(.serialized, .freshSimulator) @MainActor
public struct SplitContainerGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any SplitContainerContainer.Type)?

    public init() {}

    private typealias Callback = ProbeViewController.Callback

    private func scene(_ start: SplitShape, _ changes: [SplitShape] = []) -> SplitContainerScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set SplitContainerGrader.subject in the contract file.")
            return nil
        }
        return SplitContainerScene.play(subject, start: start, changes: changes)
    }

    private func fail(_ s: SplitContainerScene, _ start: SplitShape, _ changes: [SplitShape], _ rules: [RuleID], _ key: String,
                      _ arguments: [String: String], mistake: String? = nil, location: Finding.Location? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: s.actualLines, diagnostics: s.diagnostics,
               expected: { SplitContainerScene.play(ReferenceSplitContainer.self, start: start, changes: changes).actualLines },
               location: location, sourceLocation: sourceLocation)
    }

    /// The learner's line that last wrote one of `properties` of `child`'s view before snapshot `index`.
    private func written(_ s: SplitContainerScene, _ child: ProbeViewController, _ index: Int, _ properties: String...) -> Finding.Location? {
        guard let view = child.viewIfLoaded else { return nil }
        let upTo = index < s.changeStarts.count ? s.changeStarts[index] : .max
        return properties.lazy.compactMap { CallSites.writeSite(of: view, $0, upTo: upTo) }.first
    }

    /// Judges the layout of snapshot `index`; reports and returns false on the first problem.
    private func judgeLayout(_ s: SplitContainerScene, _ index: Int, _ start: SplitShape, _ changes: [SplitShape],
                             sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let snap = s.snapshots[index]
        let regular = snap.shape.horizontal == .regular
        let width = snap.primaryWidth, bounds = snap.bounds
        let expectedPrimary = regular ? CGRect(x: 0, y: 0, width: width, height: bounds.height) : bounds
        let expectedSecondary = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
        var arguments = ["shape": snap.shape.name]
        if regular && !snap.secondaryInWindow {
            fail(s, start, changes, [.followSizeClass], "secondaryMissing", arguments, mistake: "H40", sourceLocation: sourceLocation)
            return false
        }
        if !regular && snap.secondaryInWindow {
            if snap.secondaryHidden {
                fail(s, start, changes, [.appearanceMatchesVisibility, .followSizeClass], "secondaryOnlyHidden", arguments,
                     mistake: "H37", location: written(s, s.secondary, index, "isHidden", "alpha"), sourceLocation: sourceLocation)
            } else {
                fail(s, start, changes, [.followSizeClass], "secondaryStillShown", arguments, mistake: "H40", sourceLocation: sourceLocation)
            }
            return false
        }
        if !(snap.primaryFrame?.isClose(to: expectedPrimary) ?? false) {
            arguments["frame"] = snap.primaryFrame?.short ?? "—"
            arguments["expected"] = expectedPrimary.short
            fail(s, start, changes, [.sizeChildView], regular ? "primaryFrameRegular" : "primaryFrameCompact", arguments,
                 location: written(s, s.primary, index, "frame", "bounds", "center")
                    .map { CallSites.partSite($0, frame: snap.primaryFrame, expected: expectedPrimary) }, sourceLocation: sourceLocation)
            return false
        }
        if regular && !(snap.secondaryFrame?.isClose(to: expectedSecondary) ?? false) {
            arguments["frame"] = snap.secondaryFrame?.short ?? "—"
            arguments["expected"] = expectedSecondary.short
            fail(s, start, changes, [.sizeChildView], "secondaryFrame", arguments,
                 location: written(s, s.secondary, index, "frame", "bounds", "center")
                    .map { CallSites.partSite($0, frame: snap.secondaryFrame, expected: expectedSecondary) }, sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// After the layout of change `index` is right, the secondary's view must already have come
    /// (or gone) while that change animated: a re-arrangement alongside the size-class transition,
    /// not after it. Reports and returns false when it moved only once the animation had ended.
    private func judgeDuringAnimation(_ s: SplitContainerScene, _ index: Int, _ start: SplitShape, _ changes: [SplitShape],
                                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let regular = s.snapshots[index + 1].shape.horizontal == .regular
        guard s.animating[index].secondaryInWindow != regular else { return true }
        let from = s.changeStarts[index]
        let moves = s.secondary.viewIfLoaded.map {
            regular ? ContainmentJournal.insertions(of: $0, since: from) : ContainmentJournal.removals(of: $0, since: from)
        } ?? []
        fail(s, start, changes, [.followSizeClass], regular ? "secondaryCameAfterAnimation" : "secondaryLeftAfterAnimation",
             ["shape": s.snapshots[index + 1].shape.name], mistake: "H40",
             location: moves.last.flatMap { CallSites.momentSite(ofEntry: $0.index) }, sourceLocation: sourceLocation)
        return false
    }

    /// Counts of the secondary's appearance callbacks from `from` on, for messages.
    private func counts(_ s: SplitContainerScene, _ child: ProbeViewController, from: Int) -> [String: String] {
        ["willAppear": String(s.count(child, .viewWillAppear, from: from)), "didAppear": String(s.count(child, .viewDidAppear, from: from)),
         "willDisappear": String(s.count(child, .viewWillDisappear, from: from)), "didDisappear": String(s.count(child, .viewDidDisappear, from: from))]
    }

    private func exactly(_ s: SplitContainerScene, _ child: ProbeViewController, from: Int, appear: Int, disappear: Int) -> Bool {
        s.count(child, .viewWillAppear, from: from) == appear && s.count(child, .viewDidAppear, from: from) == appear
            && s.count(child, .viewWillDisappear, from: from) == disappear && s.count(child, .viewDidDisappear, from: from) == disappear
    }

    @Test func startingCompactShowsPrimaryOnly() {
        let start = SplitShape.phonePortrait
        guard let s = scene(start), judgeLayout(s, 0, start, []) else { return }
        let appeared = s.count(s.secondary, .viewWillAppear, from: s.start)
        if !exactly(s, s.secondary, from: s.start, appear: appeared, disappear: appeared) || appeared > 1 {
            fail(s, start, [], [.appearanceMatchesVisibility], "secondaryUnbalancedAtStart", counts(s, s.secondary, from: s.start))
        } else if !exactly(s, s.primary, from: s.start, appear: 1, disappear: 0) {
            fail(s, start, [], [.appearanceMatchesVisibility], "primaryAppearance", counts(s, s.primary, from: s.start))
        }
    }

    @Test func startingRegularShowsBothColumns() {
        let start = SplitShape.largePhoneLandscape
        guard let s = scene(start), judgeLayout(s, 0, start, []) else { return }
        for child in [s.primary, s.secondary] where !exactly(s, child, from: s.start, appear: 1, disappear: 0) {
            var arguments = counts(s, child, from: s.start)
            arguments["child"] = child.label
            fail(s, start, [], [.appearanceMatchesVisibility], "appearanceAtRegularStart", arguments)
            return
        }
    }

    @Test func becomingRegularBringsSecondaryBack() {
        let start = SplitShape.phonePortrait, changes = [SplitShape.largePhoneLandscape]
        guard let s = scene(start, changes), judgeLayout(s, 1, start, changes), judgeDuringAnimation(s, 0, start, changes) else { return }
        let from = s.changeStarts[0]
        if s.snapshots[0].secondaryInWindow && !exactly(s, s.secondary, from: from, appear: 1, disappear: 0) {
            fail(s, start, changes, [.appearanceMatchesVisibility, .followSizeClass], "secondaryAlreadyInHierarchy",
                 ["shape": start.name], mistake: s.snapshots[0].secondaryHidden ? "H37" : nil)
        } else if !exactly(s, s.secondary, from: from, appear: 1, disappear: 0) {
            fail(s, start, changes, [.appearanceMatchesVisibility, .followSizeClass], "secondaryAppearanceOnRegular", counts(s, s.secondary, from: from))
        } else if !exactly(s, s.primary, from: from, appear: 0, disappear: 0) {
            fail(s, start, changes, [.appearanceMatchesVisibility], "primaryAppearanceOnChange", counts(s, s.primary, from: from))
        }
    }

    @Test func becomingCompactTakesSecondaryOut() {
        let start = SplitShape.largePhoneLandscape, changes = [SplitShape.largePhonePortrait]
        guard let s = scene(start, changes), judgeLayout(s, 1, start, changes) else { return }
        let from = s.changeStarts[0]
        if s.snapshots[0].secondaryInWindow, !judgeDuringAnimation(s, 0, start, changes) { return }
        if !s.snapshots[0].secondaryInWindow {
            fail(s, start, changes, [.followSizeClass], "secondaryNeverShown", ["shape": start.name], mistake: "H40")
        } else if !exactly(s, s.secondary, from: from, appear: 0, disappear: 1) {
            fail(s, start, changes, [.appearanceMatchesVisibility, .followSizeClass], "secondaryAppearanceOnCompact", counts(s, s.secondary, from: from))
        } else if !exactly(s, s.primary, from: from, appear: 0, disappear: 0) {
            fail(s, start, changes, [.appearanceMatchesVisibility], "primaryAppearanceOnChange", counts(s, s.primary, from: from))
        }
    }

    @Test func sizeChangeWithinClassRelaysOut() {
        let start = SplitShape.padLandscape, changes = [SplitShape.padPortrait]
        guard let s = scene(start, changes), judgeLayout(s, 1, start, changes) else { return }
        let from = s.changeStarts[0]
        for child in [s.primary, s.secondary] where !exactly(s, child, from: from, appear: 0, disappear: 0) {
            var arguments = counts(s, child, from: from)
            arguments["child"] = child.label
            fail(s, start, changes, [.appearanceMatchesVisibility], "appearanceWithinClass", arguments)
            return
        }
    }

    @Test func bothStayChildrenThroughout() {
        let start = SplitShape.phonePortrait, changes = [SplitShape.largePhoneLandscape, SplitShape.phonePortrait]
        guard let s = scene(start, changes) else { return }
        guard !s.laysOutNothingYet else { return notApplicable("notRunNoLayout") }
        let removals = [s.primary, s.secondary].map { ContainmentJournal.removeFromParentCount(of: $0, since: s.start) }
        if let index = s.snapshots.firstIndex(where: { !$0.bothChildren }) {
            fail(s, start, changes, [.followSizeClass], "notBothChildren", ["shape": s.snapshots[index].shape.name])
        } else if removals.reduce(0, +) > 0 {
            fail(s, start, changes, [.followSizeClass], "removedFromParent", ["count": String(removals.reduce(0, +))])
        }
    }

    /// The README's rule `call-super` for every override, the appearance ones too (D26): each
    /// lifecycle method UIKit delivered to the container, from its first appearance through a
    /// class change each way, must reach UIViewController's own implementation (UIKitSim journals
    /// `superCalled` when it runs).
    @Test func overridesCallSuper() {
        // The last change keeps the width class (a phone turning to landscape): UIKit sends
        // willTransition(to:with:) for any trait change (§11.3), not only a width-class change.
        let start = SplitShape.phonePortrait
        let changes = [SplitShape.largePhoneLandscape, SplitShape.phonePortrait, SplitShape.phoneLandscape]
        guard let s = scene(start, changes) else { return }
        guard !s.laysOutNothingYet else { return notApplicable("notRunNoLayout") }
        let skipping = SuperCallAudit.methodsSkippingSuper(s.container, since: s.start)
        guard let first = skipping.first else { return }
        // The override itself: its super call is what is missing.
        fail(s, start, changes, [.callSuper], "overridesSkipSuper", ["methods": skipping.joined(separator: ", ")], mistake: "D26",
             location: CallSites.superSite(first))
    }

    @Test func childrenHearTheirOwnSizeChanges() {
        // A width-class change, then a phone turning to landscape, which changes only the height
        // class: UIKit sends willTransition(to:with:) for any trait change (§11.3), and the
        // children must hear that one too. Last, an iPad turning within regular width: no trait
        // changes, and the columns' sizes must follow all the same (a column flag set only on
        // class changes answers the whole width there).
        let runs: [(SplitShape, [SplitShape])] = [(.phonePortrait, [.largePhoneLandscape]), (.phonePortrait, [.phoneLandscape]),
                                                  (.padLandscape, [.padPortrait])]
        for (start, changes) in runs {
            guard let s = scene(start, changes), childrenHeard(s, start, changes) else { return }
        }
    }

    /// The primary hears the change's traits and its own size; the secondary, when it is shown
    /// (two columns), its own column's size. Reports and returns false on the first problem.
    private func childrenHeard(_ s: SplitContainerScene, _ start: SplitShape, _ changes: [SplitShape]) -> Bool {
        let from = s.changeStarts[0]
        let snap = s.snapshots[1]
        let twoColumns = snap.shape.horizontal == .regular
        let width = s.container.primaryWidth(for: snap.bounds.size), height = snap.bounds.height
        var children = [(s.primary, twoColumns ? CGSize(width: width, height: height) : snap.bounds.size)]
        if twoColumns && snap.secondaryInWindow {
            children.append((s.secondary, CGSize(width: snap.bounds.width - width, height: height)))
        }
        for (child, expected) in children {
            let id = ObjectIdentifier(child)
            var traitMessages = 0
            var sizes: [CGSize] = []
            for entry in Simulator.journal.entries where entry.index >= from {
                switch entry.event {
                case .willTransitionToTraits(let ref, _) where ref.id == id: traitMessages += 1
                case .viewWillTransition(let ref, let size) where ref.id == id: sizes.append(size)
                default: break
                }
            }
            if child === s.primary && traitMessages == 0 && (snap.shape.horizontal != start.horizontal || snap.shape.vertical != start.vertical) {
                fail(s, start, changes, [.callSuper], "noWillTransitionForChildren", ["shape": snap.shape.name], mistake: "H40",
                     location: CallSites.firstBodyLine(of: "willTransition"))
                return false
            }
            if child === s.primary && sizes.isEmpty {
                fail(s, start, changes, [.callSuper], "noViewWillTransitionForChildren", ["shape": snap.shape.name], mistake: "H40",
                     location: CallSites.firstBodyLine(of: "viewWillTransition"))
                return false
            }
            if let size = sizes.last, abs(size.width - expected.width) > 0.01 || abs(size.height - expected.height) > 0.01 {
                fail(s, start, changes, [.sizeForChild], "childHeardWrongSize",
                     ["shape": snap.shape.name, "child": child.label,
                      "size": "\(Timeline.format(Double(size.width)))×\(Timeline.format(Double(size.height)))",
                      "expected": "\(Timeline.format(Double(expected.width)))×\(Timeline.format(Double(expected.height)))"], mistake: "F31",
                     location: CallSites.sizeAnswerSite(size, expected: expected, asked: child.label,
                                                        notAsked: [s.primary, s.secondary].filter { $0 !== child }.map(\.label)))
                return false
            }
        }
        return true
    }
}
