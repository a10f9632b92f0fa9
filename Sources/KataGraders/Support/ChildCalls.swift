@_spi(Simulator) import UIKitSim

/// What really reached a child probe, read from the probe and the journal, so that a message
/// says what happened rather than what a usual cause would have produced:
///
/// - `firstHandForwarding(to:since:)` — the container's own begin/end appearance call on a child.
/// - `directAppearanceCalls(to:since:)` — appearance methods that ran although UIKit never
///   delivered them (the learner called `child.viewWillAppear(_:)` and siblings directly), and
///   `directCallWarnings(since:)`, UIKit's console warning about it.
/// - `loadedWithoutParent(_:since:)` — the child's `viewDidLoad` ran while it had no parent (its
///   view was touched before `addChild(_:)`).
/// - `appearedOutside(_:parent:since:)` — the child's first `viewWillAppear` ran while it was not
///   that parent's child (its view went into a window before `addChild(_:)`).
/// - `moveCalls(_:_:since:names:)` — the `willMove`/`didMove` calls a child got, as text
///   ("willMove(toParent: container)"), to say what arrived instead of what was missing.
@MainActor
public enum ChildCalls {
    /// UIKit's warnings "Calling -viewWillAppear: directly on a view controller is not supported…".
    public static func directCallWarnings(since: Int = 0) -> [String] {
        Timeline.diagnostics(since: since).filter { $0.contains("directly on a view controller") }
    }

    /// The container's first own `beginAppearanceTransition`/`endAppearanceTransition` call on
    /// `child` (UIKitSim journals only the learner's): with automatic forwarding still on, UIKit
    /// sends the appearance too, so the child's callbacks come from the hand call (D19).
    @_spi(Simulator) public static func firstHandForwarding(to child: UIViewController, since: Int = 0) -> JournalEntry? {
        let id = ObjectIdentifier(child)
        return ContainmentJournal.first(since: since) {
            switch $0 {
            case let .beginAppearanceTransition(ref, _, _), let .endAppearanceTransition(ref): return ref.id == id
            default: return false
            }
        }
    }

    /// The probe's appearance callbacks since `since` that UIKit never delivered: each record is
    /// matched to an unused journal delivery of the same callback that precedes it.
    public static func directAppearanceCalls(to probe: ProbeViewController, since: Int = 0) -> [ProbeViewController.Received] {
        let id = ObjectIdentifier(probe)
        var deliveries: [(index: Int, callback: ProbeViewController.Callback)] = Simulator.journal.entries.compactMap { entry in
            guard entry.index >= since else { return nil }
            switch entry.event {
            case let .viewWillAppear(ref, _) where ref.id == id: return (entry.index, .viewWillAppear)
            case let .viewDidAppear(ref, _) where ref.id == id: return (entry.index, .viewDidAppear)
            case let .viewWillDisappear(ref, _) where ref.id == id: return (entry.index, .viewWillDisappear)
            case let .viewDidDisappear(ref, _) where ref.id == id: return (entry.index, .viewDidDisappear)
            default: return nil
            }
        }
        let appearance: Set<ProbeViewController.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
        var direct: [ProbeViewController.Received] = []
        for record in probe.received where record.journalPosition > since && appearance.contains(record.callback) {
            if let i = deliveries.firstIndex(where: { $0.callback == record.callback && $0.index < record.journalPosition }) {
                deliveries.remove(at: i)
            } else {
                direct.append(record)
            }
        }
        return direct
    }

    /// The probe's `viewDidLoad` since `since` if it ran while the probe had no parent.
    public static func loadedWithoutParent(_ probe: ProbeViewController, since: Int = 0) -> ProbeViewController.Received? {
        probe.received(.viewDidLoad).first { $0.journalPosition > since && $0.parent == nil }
    }

    /// The probe's first `viewWillAppear` since `since` if it ran while the probe was not `parent`'s
    /// child: its view went into a window before `addChild(_:)` made it one (mistake A6, or A1
    /// when no `addChild` came at all).
    public static func appearedOutside(_ probe: ProbeViewController, parent: UIViewController,
                                       since: Int = 0) -> ProbeViewController.Received? {
        guard let first = probe.received(.viewWillAppear).first(where: { $0.journalPosition > since }),
              !first.parentIs(parent) else { return nil }
        return first
    }

    /// The `willMove` (or `didMove`) calls the probe received since `since`, as text such as
    /// "willMove(toParent: container)". `names` names the possible arguments; any other
    /// controller is "another controller".
    public static func moveCalls(
        _ probe: ProbeViewController, _ callback: ProbeViewController.Callback, since: Int = 0,
        names: [(AnyObject, String)]
    ) -> [String] {
        let method = callback == .willMoveToParent ? "willMove" : "didMove"
        return probe.received(callback).filter { $0.journalPosition > since }.map { record in
            let argument: String
            if record.argument == nil {
                argument = "nil"
            } else if let name = names.first(where: { record.argumentIs($0.0) })?.1 {
                argument = name
            } else {
                argument = "another controller"
            }
            return "\(method)(toParent: \(argument))"
        }
    }

    /// The method's Swift name as a learner writes it: "viewWillAppear(_:)", "willMove(toParent:)".
    public static func apiName(_ callback: ProbeViewController.Callback) -> String {
        switch callback {
        case .viewDidLoad: return "viewDidLoad()"
        case .willMoveToParent: return "willMove(toParent:)"
        case .didMoveToParent: return "didMove(toParent:)"
        default: return callback.rawValue + "(_:)"
        }
    }

    /// The Objective-C selectors UIKit's direct-call warnings name ("-viewWillAppear:"), in order.
    public static func warnedSelectors(since: Int = 0) -> String {
        var selectors: [String] = []
        for warning in directCallWarnings(since: since) {
            guard let start = warning.range(of: "Calling "), let end = warning.range(of: " directly") else { continue }
            let selector = String(warning[start.upperBound..<end.lowerBound])
            if !selectors.contains(selector) { selectors.append(selector) }
        }
        return selectors.joined(separator: ", ")
    }

    /// The distinct methods of `records`, in first-seen order, as "viewWillAppear(_:), viewDidAppear(_:)".
    public static func apiNames(_ records: [ProbeViewController.Received]) -> String {
        var seen: [ProbeViewController.Callback] = []
        for record in records where !seen.contains(record.callback) { seen.append(record.callback) }
        return seen.map(apiName).joined(separator: ", ")
    }
}
