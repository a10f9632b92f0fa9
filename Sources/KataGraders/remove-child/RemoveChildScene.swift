@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the remove-child scenario: the container on screen as the child of a `host`
/// controller (as it would sit inside a navigation controller, so its own `parent` is not nil),
/// showing two other children with the given `displayContentController` — `first` before content,
/// `last` after it, so content is neither the first child nor the topmost subview, as in a pager —
/// then `hideContentController(content)` until the simulator is idle.
@MainActor
struct RemoveChildScene {
    /// How content becomes a child before it is hidden.
    enum Setup {
        /// Through `displayContentController`: the view is loaded and on screen.
        case shown
        /// `addChild` + `didMove` only, as a pager does for a page it has not shown yet: the view
        /// is never loaded.
        case neverShown
    }

    let container: any RemoveChildContainer
    /// The container's own parent: `container.parent`.
    let host: UIViewController
    let content: ProbeViewController
    /// The container's other children, which stay: shown before and after content.
    let others: [ProbeViewController]
    let window: UIWindow
    /// Journal position just before `hideContentController` was called.
    let start: Int
    /// content's superview before hiding (nil when its view was never shown).
    let formerSuperview: UIView?

    static func play(_ type: any RemoveChildContainer.Type, setup: Setup = .shown) -> RemoveChildScene {
        Simulator.withFreshWorld {
            let container = type.init()
            Simulator.name(container, "container")
            let host = UIViewController()
            Simulator.name(host, "host")
            let window = Stage.show(host)
            Stage.addChild(container, to: host)
            Simulator.runLoopTurn()
            let first = ProbeViewController(label: "first")
            container.displayContentController(first)
            let content = ProbeViewController(label: "content")
            switch setup {
            case .shown:
                container.displayContentController(content)
            case .neverShown:
                container.addChild(content)
                content.didMove(toParent: container)
            }
            let last = ProbeViewController(label: "last")
            container.displayContentController(last)
            Simulator.runLoopTurn()
            let formerSuperview = content.viewIfLoaded?.superview
            let others = [first, last]
            for probe in [content] + others { probe.clearRecord() }
            let start = ContainmentJournal.position
            container.hideContentController(content)
            // Idle, not just one turn: a container may fade the view out and finish in a completion.
            Simulator.runUntilIdle()
            return RemoveChildScene(container: container, host: host, content: content, others: others, window: window,
                                    start: start, formerSuperview: formerSuperview)
        }
    }

    /// The expected timeline: the same scene played by a correct container.
    static func expectedLines(setup: Setup = .shown) -> [String] {
        play(ReferenceRemoveChildContainer.self, setup: setup).actualLines
    }

    /// What happened to content, and to the other children if anything did (a correct container
    /// leaves them alone, so its timeline has content's lines only).
    var actualLines: [String] { ContainmentJournal.lines(for: [content] + others, since: start) }
    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    var willMovesToNil: [ProbeViewController.Received] {
        content.received(.willMoveToParent).filter { $0.argumentIs(nil) }
    }
    var didMovesToNil: [ProbeViewController.Received] {
        content.received(.didMoveToParent).filter { $0.argumentIs(nil) }
    }
    /// The journal entry where UIKit ended the relationship, if it did.
    var removeFromParentEntry: JournalEntry? {
        let id = ObjectIdentifier(content)
        return ContainmentJournal.first(since: start) {
            if case let .removeFromParent(child, _) = $0 { return child.id == id } else { return false }
        }
    }
    /// The journal entry where content's view left its superview, if it did.
    var viewRemovalEntry: JournalEntry? {
        content.viewIfLoaded.flatMap { ContainmentJournal.removals(of: $0, since: start).first }
    }
    /// The other children that were told `willMove(toParent: nil)`, with the journal entry of the first telling.
    var othersWarned: [(child: ProbeViewController, entry: JournalEntry?)] {
        others.filter { other in other.received(.willMoveToParent).contains { $0.argumentIs(nil) } }.map { other in
            let id = ObjectIdentifier(other)
            return (other, ContainmentJournal.first(since: start) {
                if case let .willMove(child, nil) = $0 { return child.id == id } else { return false }
            })
        }
    }
    /// The other children whose view left the container's view, with the journal entry of the removal.
    var othersViewsRemoved: [(child: ProbeViewController, entry: JournalEntry?)] {
        others.compactMap { other in
            guard let view = other.viewIfLoaded, !Stage.view(view, isInside: container.view) else { return nil }
            return (other, ContainmentJournal.removals(of: view, since: start).first)
        }
    }
    /// True when content is no longer the container's child at all.
    var isGone: Bool {
        content.parent == nil && !container.children.contains { $0 === content }
    }
}
