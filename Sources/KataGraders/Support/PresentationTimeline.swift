import UIKitSim

/// Timelines for presentation katas (presentation-type, custom-presentation-controller): the
/// presentation calls (`present`, `dismiss`, push/pop), the presentation controller's and
/// transitioning delegate's steps, every controller's appearance and size callbacks, UIKit's
/// diagnostics, `show`/`showDetailViewController` reaching UIKit, and the insertions and removals
/// of the views in `views` (e.g. a dimming view). Layout and frame noise is left out.
@MainActor
public enum PresentationTimeline {
    public static func entries(since: Int, views: [UIView] = []) -> [JournalEntry] {
        let viewIDs = Set(views.map(ObjectIdentifier.init))
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since else { return false }
            switch entry.event {
            case .present, .dismiss, .push, .pop, .setViewControllers, .presentationStep, .diagnostic,
                 .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewWillTransition:
                return true
            case let .superCalled(_, method):
                return method == "show(_:sender:)" || method == "showDetailViewController(_:sender:)"
            case let .addSubview(view, _), let .removeFromSuperview(view, _):
                return viewIDs.contains(view.id)
            default:
                return false
            }
        }
    }

    public static func lines(since: Int, views: [UIView] = []) -> [String] {
        Timeline.lines(entries(since: since, views: views))
    }

    /// True when UIKit called `method` (a prefix such as "presentationTransitionWillBegin") on
    /// `object` since `since`.
    public static func step(_ method: String, on object: AnyObject, since: Int) -> Bool {
        steps(on: object, since: since).contains { $0.hasPrefix(method) }
    }

    /// The presentation steps UIKit called on `object` since `since`, in order.
    public static func steps(on object: AnyObject, since: Int) -> [String] {
        let id = ObjectIdentifier(object)
        return Simulator.journal.entries.compactMap { entry in
            guard entry.index >= since, case let .presentationStep(ref, method) = entry.event, ref.id == id else { return nil }
            return method
        }
    }
}
