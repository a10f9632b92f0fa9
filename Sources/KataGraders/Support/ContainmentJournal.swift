@_spi(Simulator) import UIKitSim

/// The UIKitSim journal, narrowed to what a containment check compares: one controller's
/// containment calls and lifecycle callbacks, its view entering and leaving superviews,
/// transitions it takes part in, and diagnostics. Frame changes and layout passes are left out
/// (they are noise in a side-by-side timeline); ask the journal directly when a check needs them.
@MainActor
public enum ContainmentJournal {
    /// Entries about `controller` (or its view) since journal position `since`, in order.
    /// Diagnostics are included when `includeDiagnostics` is true.
    @_spi(Simulator) public static func entries(
        for controller: UIViewController, since: Int = 0, includeDiagnostics: Bool = true
    ) -> [JournalEntry] {
        entries(for: [controller], since: since, includeDiagnostics: includeDiagnostics)
    }

    /// Entries about any of `controllers` (or their views) since `since`, in order.
    @_spi(Simulator) public static func entries(
        for controllers: [UIViewController], since: Int = 0, includeDiagnostics: Bool = true
    ) -> [JournalEntry] {
        var ids = Set(controllers.map(ObjectIdentifier.init))
        for controller in controllers {
            if let view = controller.viewIfLoaded { ids.insert(ObjectIdentifier(view)) }
        }
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since else { return false }
            if case .diagnostic = entry.event { return includeDiagnostics }
            return entry.event.isContainmentOrCallback && entry.event.mentions(ids)
        }
    }

    /// The same entries as readable timeline lines.
    public static func lines(for controller: UIViewController, since: Int = 0) -> [String] {
        Timeline.lines(entries(for: controller, since: since))
    }

    /// The same entries for several controllers, as timeline lines.
    public static func lines(for controllers: [UIViewController], since: Int = 0) -> [String] {
        Timeline.lines(entries(for: controllers, since: since))
    }

    /// How many `addChild` calls reached UIKit for `child` since `since` (by any parent).
    public static func addChildCount(of child: UIViewController, since: Int = 0) -> Int {
        let id = ObjectIdentifier(child)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since, case let .addChild(_, c) = entry.event else { return false }
            return c.id == id
        }.count
    }

    /// How many `removeFromParent` calls reached UIKit for `child` since `since`.
    public static func removeFromParentCount(of child: UIViewController, since: Int = 0) -> Int {
        let id = ObjectIdentifier(child)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since, case let .removeFromParent(c, _) = entry.event else { return false }
            return c.id == id
        }.count
    }

    /// The `didMove(toParent:)` calls that reached UIKit for `child` with `parent` since `since`.
    @_spi(Simulator) public static func didMoves(of child: UIViewController, to parent: UIViewController, since: Int = 0) -> [JournalEntry] {
        let id = ObjectIdentifier(child), parentID = ObjectIdentifier(parent)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since, case let .didMove(c, p) = entry.event else { return false }
            return c.id == id && p?.id == parentID
        }
    }

    /// Journal indexes at which `view` was added to a superview since `since`.
    @_spi(Simulator) public static func insertions(of view: UIView, since: Int = 0) -> [JournalEntry] {
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since, case let .addSubview(v, _) = entry.event else { return false }
            return v.id == id
        }
    }

    /// Where `view` was added to a superview from `since` until journal position `transitionBegan`,
    /// where UIKit's `transition(from:to:…)` (or the flip standing for it) began: insertions of the
    /// to-view before that are the learner's own — the transition adds the view itself (mistake C16,
    /// transition-owns-views). Pass `Int.max` when no transition began.
    @_spi(Simulator) public static func insertions(of view: UIView, since: Int, before transitionBegan: Int) -> [JournalEntry] {
        insertions(of: view, since: since).filter { $0.index < transitionBegan }
    }

    /// Journal entries at which `view` was removed from its superview since `since`.
    @_spi(Simulator) public static func removals(of view: UIView, since: Int = 0) -> [JournalEntry] {
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since, case let .removeFromSuperview(v, _) = entry.event else { return false }
            return v.id == id
        }
    }

    /// The first entry since `since` that satisfies `predicate`.
    @_spi(Simulator) public static func first(since: Int = 0, where predicate: (JournalEvent) -> Bool) -> JournalEntry? {
        Simulator.journal.entries.first { $0.index >= since && predicate($0.event) }
    }

    /// The position the next journal entry will get: take it before acting, pass it as `since`.
    public static var position: Int {
        Simulator.journal.entries.last.map { $0.index + 1 } ?? 0
    }
}

extension JournalEvent {
    /// Containment calls, lifecycle callbacks, view insertions/removals and transitions — the
    /// events a learner reads to see what their container did to a child.
    public var isContainmentOrCallback: Bool {
        switch self {
        case .addChild, .removeFromParent, .willMove, .didMove,
             .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
             .beginAppearanceTransition, .endAppearanceTransition,
             .addSubview, .removeFromSuperview, .transitionBegan, .transitionEnded:
            return true
        default:
            return false
        }
    }

    /// The objects the event names.
    public var objects: [ObjectRef] {
        switch self {
        case let .addChild(p, c): return [p, c]
        case let .removeFromParent(c, p): return [c, p]
        case let .willMove(c, p), let .didMove(c, p): return [c] + (p.map { [$0] } ?? [])
        case let .loadView(o), let .viewDidLoad(o), let .viewWillLayoutSubviews(o),
             let .viewDidLayoutSubviews(o), let .endAppearanceTransition(o),
             let .setNeedsStatusBarAppearanceUpdate(o):
            return [o]
        case let .viewWillAppear(o, _), let .viewDidAppear(o, _),
             let .viewWillDisappear(o, _), let .viewDidDisappear(o, _):
            return [o]
        case let .beginAppearanceTransition(o, _, _): return [o]
        case let .addSubview(v, s), let .removeFromSuperview(v, s): return [v, s]
        case let .frameChange(v, _, _): return [v]
        case let .transitionBegan(p, f, t, _), let .transitionEnded(p, f, t, _): return [p, f, t]
        case let .preferredContentSizeChanged(o, _), let .viewWillTransition(o, _): return [o]
        case let .preferredContentSizeDidChange(p, c): return [p, c]
        default: return []
        }
    }

    /// True when the event names any object in `ids`. For view insertions and removals only the
    /// moving view counts (not the superview), so a container's other subviews stay out.
    public func mentions(_ ids: Set<ObjectIdentifier>) -> Bool {
        switch self {
        case let .addSubview(v, _), let .removeFromSuperview(v, _): return ids.contains(v.id)
        case let .addChild(_, c): return ids.contains(c.id)
        case let .removeFromParent(c, _): return ids.contains(c.id)
        case let .willMove(c, _), let .didMove(c, _): return ids.contains(c.id)
        default: return objects.contains { ids.contains($0.id) }
        }
    }
}
