@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// What the grader saw after one action: what the window's status bar shows, what it should
/// show, and the container's answers that explain the difference.
struct StatusBarStep {
    let action: String
    /// True for `container.select(_:)`, false for a change the child made itself.
    let isSelect: Bool
    let selectedLabel: String
    let expectedStyle: UIStatusBarStyle
    let expectedHidden: Bool
    /// What `window.windowScene?.statusBarManager` reports (nil: no status bar manager).
    let shownStyle: UIStatusBarStyle?
    let shownHidden: Bool?
    /// The container's `childForStatusBarStyle` / `childForStatusBarHidden`: nil, the selected
    /// child, or something else.
    let styleDelegate: Delegate
    let hiddenDelegate: Delegate
    /// Whether the container answered the then-selected child from `childForStatusBarStyle` /
    /// `childForStatusBarHidden` after an earlier action of this run.
    let styleDelegatedBefore: Bool
    let hiddenDelegatedBefore: Bool
    /// The container's own `preferredStatusBarStyle` / `prefersStatusBarHidden`.
    let ownStyle: UIStatusBarStyle
    let ownHidden: Bool
    /// The selected child's own `preferredStatusBarStyle` / `prefersStatusBarHidden` (which its
    /// own decider may override).
    let selectedOwnStyle: UIStatusBarStyle
    let selectedOwnHidden: Bool
    /// Whether anyone asked UIKit to re-read the status bar during the action.
    var updateRequested: Bool { updateEntry != nil }
    /// The journal entry of the last such request (its call site is where an early one was made).
    let updateEntry: Int?
    /// What UIKit would show if it re-read the container now: the container's `childFor…`
    /// chain followed to the controller that decides, and that controller's own answer.
    let resolvedStyle: UIStatusBarStyle
    let resolvedHidden: Bool

    enum Delegate: Equatable {
        case none, selected, other(String)
    }

    var styleIsRight: Bool { shownStyle == expectedStyle }
    var hiddenIsRight: Bool { shownHidden == expectedHidden }
}

/// A scripted run of the status-bar scenario: the learner's container is the window's root, the
/// script selects children and changes their wishes, and after each action (and one run-loop
/// turn) the scene reads what the status bar shows.
@MainActor
final class StatusBarScene {
    let container: any StatusBarContainer
    let window: UIWindow
    private(set) var steps: [StatusBarStep] = []
    private(set) var lines: [String] = []
    private var selected: StatusBarProbe?

    private init(_ type: any StatusBarContainer.Type) {
        container = type.init()
        Simulator.name(container, "container")
        window = Stage.show(container)
    }

    /// Plays `script` against a fresh simulator with a container of `type`.
    static func play(_ type: any StatusBarContainer.Type, _ script: (StatusBarScene) -> Void) -> StatusBarScene {
        Simulator.withFreshWorld {
            let scene = StatusBarScene(type)
            script(scene)
            return scene
        }
    }

    /// The same script played by the grader's correct container: the expected timeline.
    static func expectedLines(_ script: (StatusBarScene) -> Void) -> [String] {
        play(ReferenceStatusBarContainer.self, script).lines
    }

    /// True when the window has a status bar manager to read (a UIKitSim capability, not the learner's doing).
    var canObserve: Bool { window.windowScene?.statusBarManager != nil }

    var diagnostics: [String] { Timeline.diagnostics(since: 0) }

    func select(_ probe: StatusBarProbe) {
        act("container.select(\(probe.label))", isSelect: true) {
            container.select(probe)
            selected = probe
        }
    }

    /// The selected child changes its own wishes and calls `setNeedsStatusBarAppearanceUpdate()`.
    func selectedChildPrefers(style: UIStatusBarStyle, hidden: Bool) {
        guard let selected else { return }
        act("\(selected.label): preferredStatusBarStyle = .\(style), prefersStatusBarHidden = \(hidden); \(selected.label).setNeedsStatusBarAppearanceUpdate()",
            isSelect: false) {
            selected.prefer(style: style, hidden: hidden)
        }
    }

    private func act(_ action: String, isSelect: Bool, _ body: () -> Void) {
        let start = ContainmentJournal.position
        body()
        Simulator.runLoopTurn()
        guard let selected else { return }
        let manager = window.windowScene?.statusBarManager
        let entries = Simulator.journal.entries.filter { $0.index >= start }
        let step = StatusBarStep(
            action: action,
            isSelect: isSelect,
            selectedLabel: selected.label,
            expectedStyle: selected.effectiveStyle,
            expectedHidden: selected.effectiveHidden,
            shownStyle: manager?.statusBarStyle,
            shownHidden: manager?.isStatusBarHidden,
            styleDelegate: Self.delegate(container.childForStatusBarStyle, selected: selected),
            hiddenDelegate: Self.delegate(container.childForStatusBarHidden, selected: selected),
            styleDelegatedBefore: steps.contains { $0.styleDelegate == .selected },
            hiddenDelegatedBefore: steps.contains { $0.hiddenDelegate == .selected },
            ownStyle: container.preferredStatusBarStyle,
            ownHidden: container.prefersStatusBarHidden,
            selectedOwnStyle: selected.style,
            selectedOwnHidden: selected.hidden,
            updateEntry: entries.last {
                if case .setNeedsStatusBarAppearanceUpdate = $0.event { return true }
                return false
            }?.index,
            resolvedStyle: Self.decider(container, \.childForStatusBarStyle).preferredStatusBarStyle,
            resolvedHidden: Self.decider(container, \.childForStatusBarHidden).prefersStatusBarHidden
        )
        steps.append(step)
        lines.append(action)
        for entry in entries {
            switch entry.event {
            case .setNeedsStatusBarAppearanceUpdate: lines.append("  " + entry.text)
            default: break
            }
        }
        let shown = step.shownStyle.map { "\($0)" } ?? "?"
        let hidden = step.shownHidden.map { "\($0)" } ?? "?"
        lines.append("  → the status bar shows: style \(shown), hidden \(hidden)")
    }

    /// The controller whose answer UIKit uses, following `childFor…` from `root` (as UIKit does).
    private static func decider(_ root: UIViewController, _ next: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var current = root
        for _ in 0..<8 {
            guard let child = current[keyPath: next], child !== current else { break }
            current = child
        }
        return current
    }

    private static func delegate(_ answer: UIViewController?, selected: UIViewController) -> StatusBarStep.Delegate {
        guard let answer else { return .none }
        if answer === selected { return .selected }
        return .other((answer as? ProbeViewController)?.label ?? String(describing: type(of: answer)))
    }
}
