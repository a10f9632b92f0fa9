@_spi(Simulator) import UIKitSim
import KataCatalog

/// A child controller that remembers everything UIKit (or the learner) sent it, with the state
/// it was in at that moment. Graders use it as the "content" child so a check can ask, e.g.,
/// "did `didMove(toParent:)` arrive once, and was the view already in a window then?".
///
/// Recording never loads the view (`viewIfLoaded` only), so a probe can also prove that a
/// container did not load a child's view it had no reason to touch.
@MainActor
open class ProbeViewController: UIViewController {
    /// The callbacks a probe records.
    public enum Callback: String, Sendable, CaseIterable {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent
    }

    /// One callback as the probe received it.
    public struct Received: Sendable, Equatable {
        public let callback: Callback
        /// The `animated` argument of the appearance callbacks; nil for the others.
        public let animated: Bool?
        /// For `willMove`/`didMove`: the `toParent` argument (nil when it was nil).
        public let argument: ObjectIdentifier?
        /// `self.parent` at that moment.
        public let parent: ObjectIdentifier?
        /// The view's superview at that moment (nil if the view was not loaded).
        public let superview: ObjectIdentifier?
        /// Whether the view was in a window at that moment.
        public let inWindow: Bool
        /// The view's frame at that moment (nil if the view was not loaded).
        public let frame: CGRect?
        public let isMovingToParent: Bool
        public let isMovingFromParent: Bool
        /// Virtual time (`Simulator.now`).
        public let time: TimeInterval
        /// How many journal entries existed when the callback arrived (its place in the journal).
        public let journalPosition: Int

        /// True when `parent` (at that moment) is `object`.
        public func parentIs(_ object: AnyObject?) -> Bool { parent == object.map(ObjectIdentifier.init) }
        /// True when the `toParent` argument is `object` (pass nil to test for a nil argument).
        public func argumentIs(_ object: AnyObject?) -> Bool { argument == object.map(ObjectIdentifier.init) }
        /// True when the view had a superview.
        public var hadSuperview: Bool { superview != nil }
    }

    /// Everything received, in order.
    public private(set) var received: [Received] = []

    /// The journal entry behind `callback` (a `willMove`, `didMove` or `viewDidLoad` this probe
    /// received): the last such entry for this probe before the probe recorded it; nil for
    /// another callback.
    func entry(of callback: Received) -> JournalEntry? {
        let id = ObjectIdentifier(self)
        return Simulator.journal.entries.last { entry in
            guard entry.index < callback.journalPosition else { return false }
            switch (callback.callback, entry.event) {
            case let (.willMoveToParent, .willMove(child, _)), let (.didMoveToParent, .didMove(child, _)): return child.id == id
            case let (.viewDidLoad, .viewDidLoad(ref)): return ref.id == id
            default: return false
            }
        }
    }

    /// The learner's line that sent `move` (a `willMove`/`didMove` this probe received, `entry(of:)`)
    /// — or, made from a closure the learner kept and ran by hand, where it was run
    /// (`closureInvocation`). Nil when no learner line is on that entry's stack.
    public func site(of move: Received) -> Finding.Location? {
        guard let entry = entry(of: move) else { return nil }
        return CallSites.closureInvocation(CallSites.learnerFrames(ofEntry: entry.index), correct: [])
            ?? CallSites.location(ofEntry: entry.index)
    }

    /// The name this probe goes by in the journal and in timelines.
    public let label: String

    public init(label: String) {
        self.label = label
        super.init(nibName: nil, bundle: nil)
        Simulator.name(self, label)
    }

    public required init?(coder: NSCoder) {
        fatalError("ProbeViewController is made in code by graders")
    }

    /// UIKit's exception and warning texts describe controllers with `description`; a probe
    /// answers with its label ("Unbalanced calls … for <new>.") so a learner can tell which
    /// child UIKit means, instead of a type name and an address.
    nonisolated open override var description: String { "<\(label)>" }

    /// The callbacks of one kind, in order.
    public func received(_ callback: Callback) -> [Received] { received.filter { $0.callback == callback } }

    /// How many times `callback` arrived.
    public func count(_ callback: Callback) -> Int { received(callback).count }

    /// The kinds received, in order (e.g. to compare sequences).
    public var sequence: [Callback] { received.map(\.callback) }

    /// Forgets what was recorded so far (e.g. after the grader's own setup).
    public func clearRecord() { received.removeAll() }

    private func record(_ callback: Callback, animated: Bool? = nil, argument: UIViewController? = nil) {
        let loadedView = viewIfLoaded
        received.append(Received(
            callback: callback,
            animated: animated,
            argument: argument.map(ObjectIdentifier.init),
            parent: parent.map(ObjectIdentifier.init),
            superview: loadedView?.superview.map(ObjectIdentifier.init),
            inWindow: loadedView?.window != nil,
            frame: loadedView?.frame,
            isMovingToParent: isMovingToParent,
            isMovingFromParent: isMovingFromParent,
            time: Simulator.now,
            journalPosition: Simulator.journal.entries.count
        ))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        record(.viewDidLoad)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record(.viewWillAppear, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record(.viewDidAppear, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record(.viewWillDisappear, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record(.viewDidDisappear, animated: animated)
    }

    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record(.willMoveToParent, argument: parent)
    }

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record(.didMoveToParent, argument: parent)
    }
}
