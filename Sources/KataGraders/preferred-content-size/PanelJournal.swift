@_spi(Simulator) import UIKitSim

/// The journal as the preferred-content-size grader reads it: the child's size requests, the
/// parent's notifications, the child's frames, size transitions, and anything done inside the
/// child's view.
@MainActor
enum PanelJournal {
    /// Timeline lines since `since` about the child: containment, the parent's notification, size
    /// transitions, and anything done inside the child's view. The child's own frame is left to
    /// each step's summary line, so expected and actual timelines keep the same shape.
    static func lines(since: Int, container: UIViewController, child: UIViewController) -> [String] {
        let childID = ObjectIdentifier(child)
        let containerID = ObjectIdentifier(container)
        let childViewID = child.viewIfLoaded.map(ObjectIdentifier.init)
        var inside = insideViews(of: child)
        var lines: [String] = []
        for entry in Simulator.journal.entries where entry.index >= since {
            var keep = false
            switch entry.event {
            case let .preferredContentSizeDidChange(_, ref): keep = ref.id == childID
            case let .frameChange(view, _, _): keep = inside.contains(view.id)   // the root's frame is summed up per step
            case let .viewWillTransition(ref, _): keep = ref.id == childID || ref.id == containerID
            case let .addSubview(view, superview):
                keep = view.id == childViewID || inside.contains(superview.id) || superview.id == childViewID
                if inside.contains(superview.id) || superview.id == childViewID { inside.insert(view.id) }
            case let .removeFromSuperview(view, superview):
                keep = view.id == childViewID || inside.contains(superview.id) || superview.id == childViewID
            case .addChild, .removeFromParent, .willMove, .didMove:
                keep = entry.event.mentions([childID])
            case .diagnostic: keep = true
            default: keep = false
            }
            if keep { lines.append(Timeline.line(entry)) }
        }
        return lines
    }

    /// Changes made inside the child's view (not to the view itself) since `since`, as timeline
    /// lines: subviews added or removed, subviews moved or resized.
    static func intrusions(since: Int, into child: UIViewController) -> [String] {
        intrusionEntries(since: since, into: child).map(Timeline.line)
    }

    /// The journal entries behind `intrusions` (their call sites are the learner's lines).
    static func intrusionEntries(since: Int, into child: UIViewController) -> [JournalEntry] {
        guard let root = child.viewIfLoaded else { return [] }
        let rootID = ObjectIdentifier(root)
        var inside = insideViews(of: child)
        var found: [JournalEntry] = []
        for entry in Simulator.journal.entries where entry.index >= since {
            switch entry.event {
            case let .addSubview(view, superview) where superview.id == rootID || inside.contains(superview.id):
                inside.insert(view.id)
                found.append(entry)
            case let .removeFromSuperview(_, superview) where superview.id == rootID || inside.contains(superview.id):
                found.append(entry)
            case let .frameChange(view, _, _) where inside.contains(view.id):
                found.append(entry)
            default:
                break
            }
        }
        return found
    }

    /// The changes of the container's own view's frame that `step` made (UIKitSim journals a frame
    /// change only when the frame really changes).
    static func containerViewFrameChanges(in step: PanelStep, container: UIViewController) -> [JournalEntry] {
        guard let view = container.viewIfLoaded else { return [] }
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.filter { entry in
            guard step.journal.contains(entry.index), case let .frameChange(v, _, _) = entry.event else { return false }
            return v.id == id
        }
    }

    /// Every view below the child's root view now (not the root view itself).
    static func insideViews(of child: UIViewController) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        var pending = child.viewIfLoaded?.subviews ?? []
        while let view = pending.popLast() {
            result.insert(ObjectIdentifier(view))
            pending += view.subviews
        }
        return result
    }
}
