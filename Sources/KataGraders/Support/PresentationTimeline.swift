@_spi(Simulator) import UIKitSim

/// Timelines for presentation katas (presentation-type, custom-presentation-controller): the
/// presentation calls (`present`, `dismiss`, push/pop), the presentation controller's and
/// transitioning delegate's steps, every controller's appearance and size callbacks, UIKit's
/// diagnostics, `show`/`showDetailViewController` reaching UIKit, and the insertions and removals
/// of the views in `views` (e.g. a dimming view). Layout and frame noise is left out.
@MainActor
public enum PresentationTimeline {
    @_spi(Simulator) public static func entries(since: Int, views: [UIView] = []) -> [JournalEntry] {
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

    /// Timeline lines; UIKit's unnamed objects read as their class ("<UISheetPresentationController:
    /// 0x…>" → "UISheetPresentationController"), so expected and actual runs line up. Diagnostics
    /// keep UIKit's exact text.
    public static func lines(since: Int, views: [UIView] = []) -> [String] {
        entries(since: since, views: views).map { entry in
            let line = Timeline.line(entry)
            if case .diagnostic = entry.event { return line }
            return withoutAddresses(line)
        }
    }

    /// "<Module.Type: 0x7f…>" → "Type".
    public static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let colon = after.range(of: ": 0x"), let close = after[colon.upperBound...].firstIndex(of: ">"),
               !after[..<colon.lowerBound].contains(" ") {
                let type = after[..<colon.lowerBound]
                result += type.split(separator: ".").last.map(String.init) ?? String(type)
                rest = after[after.index(after: close)...]
            } else {
                result += "<"
                rest = after
            }
        }
        return result + rest
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
