@_spi(Simulator) import UIKitSim

/// Finds overrides that skip `super`, from the journal: UIKitSim records each lifecycle callback
/// when it delivers it and `superCalled` when UIViewController's base implementation runs, so a
/// delivery with no base run after it (before the next delivery of the same callback) means the
/// learner's override did not call `super`. Used by the kata graders that cite `call-super`.
@MainActor
enum SuperCallAudit {
    /// The Swift names of methods delivered to `controller` in `[since, until)` whose base
    /// implementation never ran, in the order first seen. `loadView` is never listed: an override
    /// of it must *not* call super.
    static func methodsSkippingSuper(
        _ controller: AnyObject, since: Int = 0, until: Int = .max, among methods: Set<String>? = nil
    ) -> [String] {
        let id = ObjectIdentifier(controller)
        let entries = Simulator.journal.entries.filter { $0.index >= since && $0.index < until }
        var open: [String: Bool] = [:]      // method → base ran since its latest delivery
        var order: [String] = []            // methods in the order first delivered
        var missing: [String] = []
        func close(_ method: String) {
            if open[method] == false, !missing.contains(method) { missing.append(method) }
        }
        for entry in entries {
            if let method = deliveredMethod(entry.event, to: id), methods?.contains(method) ?? true {
                close(method)
                if open[method] == nil { order.append(method) }
                open[method] = false
            } else if case let .superCalled(ref, method) = entry.event, ref.id == id, open[method] != nil {
                open[method] = true
            }
        }
        for method in order { close(method) }
        return order.filter(missing.contains)
    }

    /// The Swift name of the lifecycle method an event delivers to `id`, if it is one.
    static func deliveredMethod(_ event: JournalEvent, to id: ObjectIdentifier) -> String? {
        switch event {
        case let .viewDidLoad(ref) where ref.id == id: return "viewDidLoad()"
        case let .viewWillAppear(ref, _) where ref.id == id: return "viewWillAppear(_:)"
        case let .viewDidAppear(ref, _) where ref.id == id: return "viewDidAppear(_:)"
        case let .viewWillDisappear(ref, _) where ref.id == id: return "viewWillDisappear(_:)"
        case let .viewDidDisappear(ref, _) where ref.id == id: return "viewDidDisappear(_:)"
        case let .viewWillLayoutSubviews(ref) where ref.id == id: return "viewWillLayoutSubviews()"
        case let .viewDidLayoutSubviews(ref) where ref.id == id: return "viewDidLayoutSubviews()"
        case let .viewWillTransition(ref, _) where ref.id == id: return "viewWillTransition(to:with:)"
        case let .preferredContentSizeDidChange(ref, _) where ref.id == id:
            return "preferredContentSizeDidChange(forChildContentContainer:)"
        // Trait changes (§11.3): the base of willTransition(to:with:) forwards it to the children;
        // traitCollectionDidChange(_:)'s is empty, but UIKit asks overrides to call it first.
        case let .willTransitionToTraits(ref, _) where ref.id == id: return "willTransition(to:with:)"
        case let .traitCollectionDidChange(ref, _, _) where ref.id == id: return "traitCollectionDidChange(_:)"
        default: return nil
        }
    }
}
