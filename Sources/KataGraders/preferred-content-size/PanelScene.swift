@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// What the grader saw after one action of the preferred-content-size scenario.
struct PanelStep {
    let action: String
    /// The child's preferred size at that moment.
    let preferred: CGSize
    /// The container's bounds at that moment.
    let bounds: CGRect
    /// Where the child's view should be, in the container's view's coordinates.
    let expectedFrame: CGRect
    /// Where it is (nil: not inside the container's view).
    let actualFrame: CGRect?
    /// Where it was before the action.
    let previousFrame: CGRect?
    /// The journal entries the action produced.
    let journal: Range<Int>
    /// What the container's `size(forChildContentContainer:withParentContainerSize:)` answered for
    /// the child and `bounds.size` right after the action (asked then: the answer depends on the
    /// preference of that moment).
    let answer: CGSize

    var isRight: Bool { actualFrame?.isClose(to: expectedFrame) ?? false }
    /// True when the action did not move the child at all.
    var isStale: Bool {
        guard let actualFrame, let previousFrame else { return false }
        return actualFrame.isClose(to: previousFrame) && !previousFrame.isClose(to: expectedFrame)
    }
}

/// A scripted run of the preferred-content-size scenario: the learner's container is the
/// window's root; the child, whose view is already loaded, is embedded, then changes its
/// preferred size or sees the container change size. After each action (and one run-loop turn)
/// the scene records where the child's view is.
@MainActor
final class PanelScene {
    /// The width the child asks for: never the container's, so "full width" is really tested.
    static let preferredWidth: CGFloat = 320

    let container: any PreferredContentSizeContainer
    let child: SizingProbe
    let window: UIWindow
    /// Journal position just before `embed`.
    let start: Int
    private(set) var steps: [PanelStep] = []
    private(set) var lines: [String] = []

    private init(_ type: any PreferredContentSizeContainer.Type, preferredHeight: CGFloat) {
        container = type.init()
        Simulator.name(container, "container")
        window = Stage.show(container)
        child = SizingProbe(label: "content")
        child.preferredContentSize = CGSize(width: Self.preferredWidth, height: preferredHeight)
        child.loadViewIfNeeded()
        start = ContainmentJournal.position
        act("container.embed(content)", detail: "content prefers \(Self.format(child.preferredContentSize))") {
            container.embed(child)
        }
    }

    /// Plays `script` against a fresh simulator with a container of `type`, after embedding a
    /// child that prefers `preferredHeight`.
    /// No preference change ever moved the child's view (the untouched starter ignores them):
    /// a check that judges only some of those changes, or only what the reaction touched,
    /// would pass by doing nothing.
    var ignoresPreferences: Bool {
        steps.filter { $0.action.hasPrefix(Self.preferenceActionPrefix) }.allSatisfy { step in
            guard let actual = step.actualFrame, let previous = step.previousFrame else { return step.actualFrame == nil }
            return actual.isClose(to: previous)
        }
    }

    static func play(
        _ type: any PreferredContentSizeContainer.Type, preferredHeight: CGFloat, _ script: (PanelScene) -> Void
    ) -> PanelScene {
        Simulator.withFreshWorld {
            let scene = PanelScene(type, preferredHeight: preferredHeight)
            script(scene)
            return scene
        }
    }

    /// The same script played by the grader's correct container: the expected timeline.
    static func expectedLines(preferredHeight: CGFloat, _ script: (PanelScene) -> Void) -> [String] {
        play(ReferencePreferredContentSizeContainer.self, preferredHeight: preferredHeight, script).lines
    }

    var diagnostics: [String] { Timeline.diagnostics(since: 0) }

    /// The child asks for a new height.
    func childPrefers(height: CGFloat) {
        let size = CGSize(width: Self.preferredWidth, height: height)
        act(Self.preferenceActionPrefix + Self.format(size)) {
            child.preferredContentSize = size
        }
    }

    static let resizeActionPrefix = "window.frame.size = "
    static let preferenceActionPrefix = "content.preferredContentSize = "

    /// The container's size changes, as on rotation: UIKit tells the window's root controller
    /// with `viewWillTransition(to:with:)` and resizes the window within the transition.
    func containerResizes(to size: CGSize) {
        act(Self.resizeActionPrefix + Self.format(size)) {
            SizeTransition.perform(window: window, to: size)
        }
    }

    private func act(_ action: String, detail: String? = nil, _ body: () -> Void) {
        let before = childFrame
        let actionStart = ContainmentJournal.position
        body()
        Simulator.runLoopTurn()
        let bounds = container.view.bounds
        let step = PanelStep(
            action: action, preferred: child.preferredContentSize, bounds: bounds,
            expectedFrame: PanelRule.frame(preferred: child.preferredContentSize, in: bounds),
            actualFrame: childFrame, previousFrame: before, journal: actionStart..<ContainmentJournal.position,
            answer: container.size(forChildContentContainer: child, withParentContainerSize: bounds.size))
        steps.append(step)
        lines.append(action)
        if let detail { lines.append("  " + detail) }
        lines += PanelJournal.lines(since: actionStart, container: container, child: child).map { "  " + $0 }
        lines.append("  → content.view at \(step.actualFrame?.short ?? "(not in the container)")")
    }

    /// Whether anything changed the child's view's frame since `since` (UIKitSim journals a frame
    /// change only when the frame really changes).
    func childFrameWasSet(since: Int) -> Bool {
        guard let view = child.viewIfLoaded else { return false }
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.contains { entry in
            guard entry.index >= since, case let .frameChange(v, _, _) = entry.event else { return false }
            return v.id == id
        }
    }

    /// The child's view's frame in the container's view's coordinates.
    var childFrame: CGRect? {
        guard let view = child.viewIfLoaded else { return nil }
        return Stage.frame(of: view, in: container.view)
    }

    /// "320 × 300": whole points without decimals.
    static func format(_ size: CGSize) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        return "\(n(size.width)) × \(n(size.height))"
    }
}
