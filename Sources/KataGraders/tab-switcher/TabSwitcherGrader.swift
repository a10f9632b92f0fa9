internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `tab-switcher` over select(0) → select(1) → select(1) → select(2) → select(0) → select(2)
/// on an on-screen container. A correct switcher makes a tab its child the first time it is selected
/// (not before, and without loading its view before), keeps it as a child afterwards (never telling
/// it `willMove(toParent: nil)`), shows
/// exactly one tab view at a time at `frameForSelectedTab()`, sends `didMove` once per tab with its
/// view in place, gives the hidden tab will/did-disappear and the shown one will/did-appear on every
/// switch, and does nothing when the selected tab is selected again.
@Suite(.serialized, .freshSimulator) @MainActor
public struct TabSwitcherGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any TabSwitcherContainer.Type)?

    public init() {}

    private func scene() -> TabSwitcherScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set TabSwitcherGrader.subject in the contract file.")
            return nil
        }
        return TabSwitcherScene.play(subject)
    }

    /// `location`: the learner's line behind a judged value (`concealedSite`), when the check has one.
    private func fail(_ s: TabSwitcherScene, _ rules: [RuleID], _ key: String, _ arguments: [String: String] = [:],
                      mistake: String? = nil, location: Finding.Location? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: s.actualLines,
               diagnostics: s.diagnostics, expected: { TabSwitcherScene.expectedLines() },
               location: location, sourceLocation: sourceLocation)
    }

    /// The line that hid tab `t`'s view instead of removing it, when the learner concealed it.
    private func concealedSite(_ s: TabSwitcherScene, _ step: TabSwitcherScene.Step, _ t: Int) -> Finding.Location? {
        guard step.concealed[t], let view = s.tabs[t].viewIfLoaded else { return nil }
        return CallSites.writeSite(of: view, "isHidden", "alpha", upTo: step.end)
    }

    /// A tab view taken out in this step while the one that should have gone stayed: the removal
    /// went to the wrong tab, so the line that picked its receiver (`let previous = …`).
    private func wrongRemovalSite(_ s: TabSwitcherScene, _ step: TabSwitcherScene.Step, leftBehind: [Int]) -> Finding.Location? {
        let removed = (0..<s.tabs.count).filter { !leftBehind.contains($0) }.lazy.compactMap { t in
            s.tabs[t].viewIfLoaded.flatMap { ContainmentJournal.removals(of: $0, since: step.start).first { $0.index <= step.end } }
        }.first
        return removed.flatMap { CallSites.location(ofEntry: $0.index) }.map(CallSites.receiverOrigin)
            ?? CallSites.receiverPicked(forCallOf: "removeFromSuperview")
    }

    private func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[" + items.joined(separator: ", ") + "]" }

    @Test func tabBecomesChildWhenFirstSelected() {
        guard let s = scene() else { return }
        if !s.onScreen.children.isEmpty {
            fail(s, [.lazyChildren], "childrenBeforeSelect", ["children": list(s.onScreen.children)],
                 mistake: s.onScreen.inHierarchy.filter { $0 }.count > 1 ? "D25" : "G35")
            return
        }
        // A tab's view in the hierarchy before the tab is a child (A6): add it first.
        for (t, tab) in s.tabs.enumerated() {
            guard let view = tab.viewIfLoaded, let inserted = ContainmentJournal.insertions(of: view, since: s.start).first,
                  let added = ContainmentJournal.first(since: s.start, where: { event in
                      if case let .addChild(_, c) = event { return c.id == ObjectIdentifier(tab) }
                      return false
                  }), inserted.index < added.index else { continue }
            fail(s, [.addChildFirst], "viewBeforeAddChild", ["tab": "tab\(t)"], mistake: "A6",
                 location: CallSites.location(ofEntry: inserted.index))
            return
        }
        // A tab's view loaded before the tab was a child (`tabs[selectedIndex ?? 0].view` on the
        // first selection): its viewDidLoad ran outside containment (A6, as in add-child).
        // (A tab that never became a child at all is `neverAdded`'s, below.)
        for (t, tab) in s.tabs.enumerated() where s.addChildCount(of: t) > 0 {
            guard let loaded = ChildCalls.loadedWithoutParent(tab, since: s.start) else { continue }
            // The line that touched the view: the learner's frame on the stack of its viewDidLoad.
            fail(s, [.addChildFirst], "viewLoadedBeforeAddChild", ["tab": "tab\(t)"], mistake: "A6",
                 location: tab.entry(of: loaded).flatMap { CallSites.location(ofEntry: $0.index) })
            return
        }
        for (i, step) in s.steps.enumerated() {
            let expected = s.expectedChildren(through: i)
            if step.children == expected { continue }
            let removed = (0..<3).filter { t in
                ContainmentJournal.first(since: s.start) { event in
                    if case let .removeFromParent(c, _) = event { return c.id == ObjectIdentifier(s.tabs[t]) }
                    return false
                }.map { $0.index < step.end } ?? false
            }.map { "tab\($0)" }
            let addedTwice = (0..<3).contains { s.addChildCount(of: $0) > 1 }
            if let index = step.index, s.addChildCount(of: index) == 0 {
                fail(s, [.lazyChildren, .childrenIsTruth], "neverAdded", ["step": s.name(of: i), "tab": "tab\(index)"])
            } else if !removed.isEmpty && !addedTwice {
                fail(s, [.childrenIsTruth], "removedWhenHidden",
                     ["tabs": list(removed), "step": s.name(of: i), "children": list(step.children), "expected": list(expected)],
                     mistake: "G35")
            } else {
                fail(s, [.childrenIsTruth, .lazyChildren], "childrenDiffer",
                     ["step": s.name(of: i), "children": list(step.children), "expected": list(expected)],
                     mistake: addedTwice ? "A9" : nil)
            }
            return
        }
        // A tab kept as a child hears no willMove(toParent: nil): that call announces its removal.
        for (i, step) in s.steps.enumerated() {
            for (t, tab) in s.tabs.enumerated() where step.children.contains("tab\(t)") {
                let id = ObjectIdentifier(tab)
                guard let warned = ContainmentJournal.first(since: step.start, where: {
                    if case let .willMove(child, parent) = $0 { return child.id == id && parent == nil } else { return false }
                }), warned.index < step.end else { continue }
                fail(s, [.willMoveNilFirst], "keptTabWarnedOfRemoval", ["step": s.name(of: i), "tab": "tab\(t)"],
                     location: CallSites.location(ofEntry: warned.index))
                return
            }
        }
    }

    @Test func tabViewLoadsOnlyWhenSelected() {
        guard let s = scene() else { return }
        guard !s.nothingSelectedYet else { return notApplicable("notRunNothingShown") }
        var selected: Set<Int> = []
        for (i, step) in [s.onScreen].enumerated().map({ ($0.offset - 1, $0.element) }) + s.steps.enumerated().map({ ($0.offset, $0.element) }) {
            if let index = step.index { selected.insert(index) }
            let early = (0..<3).filter { step.loaded[$0] && !selected.contains($0) }.map { "tab\($0)" }
            guard !early.isEmpty else { continue }
            if i < 0 {
                fail(s, [.lazyChildren], "loadedBeforeAnySelection", ["tabs": list(early)], mistake: "G35")
            } else {
                fail(s, [.lazyChildren], "loadedBeforeSelected", ["tabs": list(early), "step": s.name(of: i)], mistake: "G35")
            }
            return
        }
    }

    @Test func eachTabIsAddedOnce() {
        guard let s = scene() else { return }
        guard !s.nothingSelectedYet else { return notApplicable("notRunNothingShown") }
        let counts = (0..<3).map { s.addChildCount(of: $0) }
        let repeated = (0..<3).filter { counts[$0] > 1 }
        guard let i = repeated.first else { return }
        fail(s, [.addOnce], "addedAgain", ["tab": "tab\(i)", "count": "\(counts[i])"], mistake: "A9")
    }

    @Test func oneTabViewAtATime() {
        guard let s = scene() else { return }
        for (i, step) in s.steps.enumerated() {
            guard let index = step.index else { continue }
            let inside = (0..<3).filter { step.inHierarchy[$0] }
            if inside == [index] { continue }
            let others = inside.filter { $0 != index }
            let args = ["step": s.name(of: i), "tab": "tab\(index)", "tabs": list(inside.map { "tab\($0)" })]
            let before = i == 0 ? s.onScreen : s.steps[i - 1]
            if !inside.contains(index), let shown = before.index, shown != index, before.selectedIndex == index {
                // The step was taken for selecting the selected tab: selectedIndex was left on a tab
                // that was no longer shown.
                fail(s, [.appearanceMatchesVisibility], "selectedIndexStale",
                     ["step": s.name(of: i), "tab": "tab\(index)", "previous": "\(shown)", "stale": "\(index)"])
            } else if !others.isEmpty && others.allSatisfy({ step.concealed[$0] }) {
                fail(s, [.hideByRemovingView, .appearanceMatchesVisibility], "concealedNotRemoved", args, mistake: "H37",
                     location: others.lazy.compactMap { concealedSite(s, step, $0) }.first)
            } else if !others.isEmpty {
                fail(s, [.hideByRemovingView, .appearanceMatchesVisibility], "severalTabViews", args,
                     location: wrongRemovalSite(s, step, leftBehind: others))
            } else {
                fail(s, [.appearanceMatchesVisibility], "selectedTabNotShown", args)
            }
            return
        }
        // Hiding a tab takes its view out, no other: the container's own views (the bar) stay.
        for (i, step) in s.steps.enumerated() {
            guard let lost = step.lostOwnViews.first else { continue }
            let view = s.ownViews[lost]
            let removal = ContainmentJournal.removals(of: view, since: step.start).first { $0.index < step.end }
            fail(s, [.hideByRemovingView], "ownViewRemoved", ["step": s.name(of: i), "index": "\(lost)"],
                 location: removal.flatMap { CallSites.location(ofEntry: $0.index) })
            return
        }
    }

    @Test func shownTabHasSelectedFrame() {
        guard let s = scene() else { return }
        guard !s.nothingSelectedYet else { return notApplicable("notRunNothingShown") }
        for (i, step) in s.steps.enumerated() {
            guard let index = step.index, step.inHierarchy[index], let frame = step.frames[index] else { continue }
            if frame.isClose(to: step.expectedFrame) { continue }
            fail(s, [.sizeChildView], "frameWrong",
                 ["step": s.name(of: i), "tab": "tab\(index)", "frame": frame.short, "expected": step.expectedFrame.short],
                 mistake: "A8", location: s.tabs[index].viewIfLoaded.flatMap { CallSites.frameSite(of: $0, from: step.start, upTo: step.end) })
            return
        }
    }

    @Test func didMoveOncePerTabAfterViewIsInPlace() {
        guard let s = scene() else { return }
        for i in [0, 1, 2] {
            let didMoves = s.tabs[i].received(.didMoveToParent).filter { $0.argumentIs(s.container) }
            if didMoves.count == 1 && didMoves[0].hadSuperview { continue }
            let tab = ["tab": "tab\(i)"]
            if didMoves.isEmpty {
                fail(s, [.didMoveAfterView], "didMoveMissing", tab, mistake: s.addChildCount(of: i) > 0 ? "A2" : nil)
            } else if didMoves.count > 1 {
                let again = s.addChildCount(of: i) > 1
                // Told once too often (not added again): the line that told it again.
                let missedElsewhere = s.tabs.contains { $0.parent === s.container && !$0.received(.didMoveToParent).contains { $0.argumentIs(s.container) } }
                fail(s, again ? [.addOnce, .didMoveAfterView] : [.didMoveAfterView], "didMoveTimes",
                     ["tab": "tab\(i)", "count": "\(didMoves.count)"], mistake: again ? "A9" : nil,
                     location: again ? nil : CallSites.repeatedCallSite(ContainmentJournal.didMoves(of: s.tabs[i], to: s.container),
                                                                        missedElsewhere: missedElsewhere))
            } else {
                fail(s, [.didMoveAfterView], "didMoveBeforeView", tab, mistake: "A3")
            }
            return
        }
    }

    @Test func switchSendsAppearanceToBoth() {
        guard let s = scene() else { return }
        for (i, step) in s.steps.enumerated() {
            guard let index = step.index, index != step.previous else { continue }
            if let added = viewAddedBeforeTransition(s, step, tab: index) {
                let warning = s.diagnostics(in: step).first { $0.contains("Unbalanced") }
                fail(s, [.transitionOwnsViews], warning == nil ? "viewAddedBeforeTransition" : "viewAddedBeforeTransitionWarned",
                     ["step": s.name(of: i), "tab": "tab\(index)", "warning": warning ?? ""],
                     mistake: "C16", location: CallSites.location(ofEntry: added.index))
                return
            }
            for t in [0, 1, 2] {
                let actual = s.appearance(of: t, in: step)
                let expected: [String]
                if t == index {
                    expected = ["tab\(t).viewWillAppear", "tab\(t).viewDidAppear"]
                } else if t == step.previous {
                    expected = ["tab\(t).viewWillDisappear", "tab\(t).viewDidDisappear"]
                } else {
                    expected = []
                }
                if actual == expected { continue }
                let args = ["step": s.name(of: i), "tab": "tab\(t)",
                            "actual": actual.isEmpty ? "—" : actual.joined(separator: " → "),
                            "expected": expected.isEmpty ? "—" : expected.joined(separator: " → ")]
                let before = i == 0 ? s.onScreen : s.steps[i - 1]
                if t == index && actual.isEmpty && before.inHierarchy[t] {
                    fail(s, [.hideByRemovingView, .appearanceMatchesVisibility], "shownTabAlreadyInHierarchy", args,
                         mistake: before.concealed[t] ? "H37" : "D25", location: concealedSite(s, before, t))
                } else if t == step.previous && actual.isEmpty && step.inHierarchy[t] {
                    fail(s, [.hideByRemovingView, .appearanceMatchesVisibility], "hiddenTabStillInHierarchy", args,
                         mistake: step.concealed[t] ? "H37" : "D25", location: concealedSite(s, step, t))
                } else {
                    fail(s, [.appearanceMatchesVisibility], "switchAppearance", args)
                }
                return
            }
        }
    }

    /// The learner's own insertion of the shown tab's view during `step`, before a
    /// `transition(from:to:…)` to that tab, which adds the view itself (uikit-semantics §3.2).
    private func viewAddedBeforeTransition(_ s: TabSwitcherScene, _ step: TabSwitcherScene.Step, tab: Int) -> JournalEntry? {
        guard let view = s.tabs[tab].viewIfLoaded else { return nil }
        let id = ObjectIdentifier(s.tabs[tab])
        guard let began = ContainmentJournal.first(since: step.start, where: {
            if case let .transitionBegan(_, _, to, _) = $0 { return to.id == id } else { return false }
        }), began.index < step.end else { return nil }
        return ContainmentJournal.insertions(of: view, since: step.start).first { $0.index < began.index }
    }

    @Test func selectingTheSelectedTabChangesNothing() {
        guard let s = scene() else { return }
        guard !s.nothingSelectedYet else { return notApplicable("notRunNothingShown") }
        let step = s.steps[2]   // select(1) while tab1 is shown
        let entries = ContainmentJournal.entries(for: s.tabs, since: step.start, includeDiagnostics: false)
            .filter { $0.index < step.end }
        guard !entries.isEmpty else { return }
        fail(s, [.appearanceMatchesVisibility, .addOnce], "reselectChanged",
             ["step": s.name(of: 2), "events": Timeline.lines(Array(entries.prefix(4))).joined(separator: "; ")])
    }
}
