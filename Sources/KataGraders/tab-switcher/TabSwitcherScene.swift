@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the tab-switcher scenario, played afresh by every check: the container on screen
/// (a named window), then select(0) → select(1) → select(1) → select(2) → select(0) → select(2),
/// each until the simulator is idle (so animated switches finish). The last step goes back to a tab
/// selected before, other than the one just left: a stale `selectedIndex` swallows it.
@MainActor
struct TabSwitcherScene {
    static let selections = [0, 1, 1, 2, 0, 2]

    /// The state after one step (step -1: on screen, before any selection).
    struct Step {
        let index: Int?          // the tab selected by this step (nil before any)
        let previous: Int?       // the tab shown before it
        let start: Int, end: Int // journal range of the step
        let children: [String]   // container.children by label ("tab0", or "other")
        let loaded: [Bool]       // tab i's view is loaded
        let inHierarchy: [Bool]  // tab i's view lies inside the container's view
        let concealed: [Bool]    // tab i's view is hidden or transparent (isHidden or alpha 0)
        let frames: [CGRect?]    // tab i's view's frame in the container's view
        let expectedFrame: CGRect
        let selectedIndex: Int?  // the container's `selectedIndex` after the step
        let lostOwnViews: [Int]  // indices in `ownViews` of the container's own views no longer in its view
    }

    let container: any TabSwitcherContainer
    let tabs: [ProbeViewController]
    let window: UIWindow
    let start: Int
    let onScreen: Step
    let steps: [Step]
    /// The container's own views (the given bar's buttons): its view's subviews on screen, before
    /// any selection. A switch takes tab views in and out, never these.
    let ownViews: [UIView]

    static func play(_ type: any TabSwitcherContainer.Type) -> TabSwitcherScene {
        Simulator.withFreshWorld {
            let tabs = (0..<3).map { ProbeViewController(label: "tab\($0)") }
            let container = type.init(tabs: tabs)
            Simulator.name(container, "container")
            let start = ContainmentJournal.position
            let window = Stage.show(container, windowName: "window")
            Simulator.runUntilIdle()
            let onScreen = snapshot(container, tabs, index: nil, previous: nil, start: start)
            let ownViews = container.view.subviews
            var steps: [Step] = []
            var shown: Int?
            for index in selections {
                let stepStart = ContainmentJournal.position
                container.select(index)
                Simulator.runUntilIdle()
                steps.append(snapshot(container, tabs, index: index, previous: shown, start: stepStart, ownViews: ownViews))
                shown = index
            }
            return TabSwitcherScene(container: container, tabs: tabs, window: window, start: start, onScreen: onScreen, steps: steps,
                                    ownViews: ownViews)
        }
    }

    static func snapshot(_ container: any TabSwitcherContainer, _ tabs: [ProbeViewController],
                         index: Int?, previous: Int?, start: Int, ownViews: [UIView] = []) -> Step {
        let root = container.view!
        let views = tabs.map(\.viewIfLoaded)
        return Step(
            index: index, previous: previous, start: start, end: ContainmentJournal.position,
            children: container.children.map { child in (child as? ProbeViewController).flatMap { p in tabs.contains { $0 === p } ? p.label : nil } ?? "other" },
            loaded: views.map { $0 != nil },
            inHierarchy: views.map { v in v.map { $0 !== root && Stage.view($0, isInside: root) } ?? false },
            concealed: views.map { v in v.map { view in
                var current: UIView? = view
                while let c = current, c !== root {
                    if c.isHidden || c.alpha <= 0.01 { return true }
                    current = c.superview
                }
                return false
            } ?? false },
            frames: views.map { v in v.flatMap { Stage.frame(of: $0, in: root) } },
            expectedFrame: container.frameForSelectedTab(),
            selectedIndex: container.selectedIndex,
            lostOwnViews: ownViews.indices.filter { !Stage.view(ownViews[$0], isInside: root) })
    }

    static func expectedLines() -> [String] { play(ReferenceTabSwitcherContainer.self).actualLines }

    var actualLines: [String] { ContainmentJournal.lines(for: [container] + tabs, since: start) }
    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    /// UIKit's diagnostics during one step.
    func diagnostics(in step: Step) -> [String] {
        Simulator.journal.entries.filter { $0.index >= step.start && $0.index < step.end }.compactMap {
            if case let .diagnostic(d) = $0.event { return d.text } else { return nil }
        }
    }

    /// Tab labels selected at least once up to and including `step`, in first-selection order.
    func expectedChildren(through step: Int) -> [String] {
        var seen: [String] = []
        for index in Self.selections.prefix(step + 1) where !seen.contains("tab\(index)") { seen.append("tab\(index)") }
        return seen
    }

    /// The step's number as a learner reads it: "select(1) (step 2)".
    func name(of step: Int) -> String { "select(\(Self.selections[step])) (step \(step + 1))" }

    /// Appearance callbacks tab `i` received during the step, in order.
    func appearance(of i: Int, in step: Step) -> [String] {
        tabs[i].received.filter {
            $0.journalPosition > step.start && $0.journalPosition <= step.end
                && [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains($0.callback)
        }.map { "tab\(i).\($0.callback.rawValue)" }
    }

    /// No tab was ever added, loaded or put in the container's view (the untouched starter):
    /// checks of how tabs are added, loaded, sized or left alone have nothing to judge.
    var nothingSelectedYet: Bool {
        (0..<tabs.count).allSatisfy { addChildCount(of: $0) == 0 }
            && ([onScreen] + steps).allSatisfy { !$0.loaded.contains(true) && !$0.inHierarchy.contains(true) }
    }

    func addChildCount(of i: Int) -> Int { ContainmentJournal.addChildCount(of: tabs[i], since: start) }
    func removeFromParentCount(of i: Int) -> Int { ContainmentJournal.removeFromParentCount(of: tabs[i], since: start) }
}
