@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the navigation scenario, `animated` or not: the container on screen (step 0), then
/// push(A) → push(B) → pop → pop → pop (at the root), each step run until the simulator is idle.
/// With `duplicates`, the steps are instead push(A) → push(A) → push(root): the last two must
/// change nothing.
@MainActor
struct NavigationStackScene {
    /// What was true after one step (and any animation it started) had finished.
    /// The container never had a child nor showed any controller's view, at any step.
    var nothingAddedOrShown: Bool { snapshots.allSatisfy { $0.children.isEmpty && $0.shownViews.isEmpty } }

    struct Snapshot {
        /// The step as code, e.g. "push(A, animated: true)".
        let step: String
        let stack: [String]
        let children: [String]
        /// What `stack` and `children` should be (bottom first).
        let expected: [String]
        /// Labels of the probes whose views lie inside the container's view.
        let shownViews: [String]
        /// The expected top's view frame in the container's coordinates (nil: not inside it).
        let topFrame: CGRect?
        let contentFrame: CGRect
        /// What `pop` returned (label, or "nil"); nil for other steps.
        let returned: String?
        /// What `pop` should have returned.
        let expectedReturn: String?
    }

    let animated: Bool
    let duplicates: Bool
    let container: any NavigationStackContainer
    let window: UIWindow
    let root: ProbeViewController
    let a: ProbeViewController
    let b: ProbeViewController
    /// Journal position before each step, plus the final position.
    let marks: [Int]
    let snapshots: [Snapshot]

    var probes: [ProbeViewController] { [root, a, b] }

    static func play(_ type: any NavigationStackContainer.Type, animated: Bool, duplicates: Bool = false) -> NavigationStackScene {
        Simulator.withFreshWorld {
            let root = ProbeViewController(label: "root")
            let a = ProbeViewController(label: "A")
            let b = ProbeViewController(label: "B")
            let container = type.init(root: root)
            Simulator.name(container, "container")
            let probes = [root, a, b]
            var marks: [Int] = []
            var snapshots: [Snapshot] = []
            var expected: [ProbeViewController] = []
            @MainActor func label(_ controller: UIViewController?) -> String {
                guard let controller else { return "nil" }
                return (controller as? ProbeViewController)?.label ?? String(describing: Swift.type(of: controller))
            }
            @MainActor func snapshot(_ step: String, returned: UIViewController?? = nil, expectedReturn: String? = nil) {
                let top = expected.last
                let shown = probes.filter { probe in
                    guard let view = probe.viewIfLoaded, container.isViewLoaded else { return false }
                    return Stage.view(view, isInside: container.view)
                }
                snapshots.append(Snapshot(
                    step: step, stack: container.stack.map { label($0) }, children: container.children.map { label($0) },
                    expected: expected.map(\.label), shownViews: shown.map(\.label),
                    topFrame: top?.viewIfLoaded.flatMap { container.isViewLoaded ? Stage.frame(of: $0, in: container.view) : nil },
                    contentFrame: container.isViewLoaded ? container.frameForContent() : .zero,
                    returned: returned.map { label($0) }, expectedReturn: expectedReturn))
            }
            let flag = animated ? "true" : "false"

            marks.append(ContainmentJournal.position)
            let window = Stage.show(container)
            Simulator.runUntilIdle()
            expected = [root]
            snapshot("makeKeyAndVisible()")

            @MainActor func push(_ probe: ProbeViewController, refused: Bool = false) {
                marks.append(ContainmentJournal.position)
                container.push(probe, animated: animated)
                Simulator.runUntilIdle()
                if !refused { expected.append(probe) }
                snapshot("push(\(probe.label), animated: \(flag))")
            }
            @MainActor func pop() {
                marks.append(ContainmentJournal.position)
                let returned = container.pop(animated: animated)
                Simulator.runUntilIdle()
                let expectedReturn = expected.count > 1 ? expected.removeLast().label : "nil"
                snapshot("pop(animated: \(flag))", returned: .some(returned), expectedReturn: expectedReturn)
            }
            if duplicates {
                push(a)
                push(a, refused: true)
                push(root, refused: true)
            } else {
                push(a)
                push(b)
                pop()
                pop()
                pop()
            }
            marks.append(ContainmentJournal.position)
            return NavigationStackScene(animated: animated, duplicates: duplicates, container: container, window: window,
                                        root: root, a: a, b: b, marks: marks, snapshots: snapshots)
        }
    }

    /// The expected timeline from step `step` on: the same scene played by a correct container.
    static func expectedLines(animated: Bool, duplicates: Bool = false, from step: Int) -> [String] {
        play(ReferenceNavigationStackContainer.self, animated: animated, duplicates: duplicates).lines(from: step)
    }

    /// What happened to the three controllers from step `step` on, as timeline lines.
    func lines(from step: Int) -> [String] {
        ContainmentJournal.lines(for: probes, since: marks[step])
    }
    func diagnostics(from step: Int) -> [String] { Timeline.diagnostics(since: marks[step]) }

    /// What `probe` received during step `step`.
    func received(_ probe: ProbeViewController, in step: Int) -> [ProbeViewController.Received] {
        // A probe records after UIKit journals the callback, so its position is the entry's index + 1.
        probe.received.filter { $0.journalPosition > marks[step] && $0.journalPosition <= marks[step + 1] }
    }
    func received(_ probe: ProbeViewController, _ callback: ProbeViewController.Callback, in step: Int) -> [ProbeViewController.Received] {
        received(probe, in: step).filter { $0.callback == callback }
    }

    /// The probe a step pushed or popped (steps 1–4 of the main scene).
    func probe(labelled label: String) -> ProbeViewController? { probes.first { $0.label == label } }

    /// The journal entry where UIKit ended `probe`'s relationship during `step`, if it did.
    func removeFromParentEntry(_ probe: ProbeViewController, in step: Int) -> JournalEntry? {
        let id = ObjectIdentifier(probe)
        return Simulator.journal.entries.first {
            guard $0.index >= marks[step], $0.index < marks[step + 1] else { return false }
            if case let .removeFromParent(child, _) = $0.event { return child.id == id }
            return false
        }
    }

    /// The first time `probe`'s view left a superview during `step`.
    func viewRemovalEntry(_ probe: ProbeViewController, in step: Int) -> JournalEntry? {
        guard let view = probe.viewIfLoaded else { return nil }
        return ContainmentJournal.removals(of: view, since: marks[step]).first { $0.index < marks[step + 1] }
    }

    /// An animation (or `transition(from:to:…)`) of `step` that had not ended by journal position
    /// `position` — begun before it, or after it (the push's or pop's own animation, started
    /// after the call it should have waited for): its start time and duration.
    func animationRunning(at position: Int, in step: Int) -> (began: TimeInterval, duration: TimeInterval)? {
        var began: [String: (index: Int, time: TimeInterval, duration: TimeInterval)] = [:]
        var endedAt: [String: Int] = [:]
        for entry in Simulator.journal.entries where entry.index >= marks[step] && entry.index < marks[step + 1] {
            switch entry.event {
            case let .animationBegan(id, duration) where duration > 0: began["a\(id)"] = (entry.index, entry.time, duration)
            case let .animationEnded(id, _): endedAt["a\(id)"] = entry.index
            case let .transitionBegan(p, f, t, duration) where duration > 0:
                began["t\(p.id.hashValue)-\(f.id.hashValue)-\(t.id.hashValue)"] = (entry.index, entry.time, duration)
            case let .transitionEnded(p, f, t, _): endedAt["t\(p.id.hashValue)-\(f.id.hashValue)-\(t.id.hashValue)"] = entry.index
            default: break
            }
        }
        for (key, animation) in began.sorted(by: { $0.value.index < $1.value.index }) where (endedAt[key] ?? Int.max) >= position {
            return (animation.time, animation.duration)
        }
        return nil
    }
}
