import Foundation

/// Traits of controllers (uikit-semantics §11.4–11.5). As on iOS 17, a controller takes its
/// traits from its view's superview (GTE 4.8); a controller whose view is not in a hierarchy
/// takes its window's if it is a window's root, else its parent's (or, presented, its
/// presenter's window's). Then the parent's
/// `setOverrideTraitCollection(_:forChild:)` and the controller's own `traitOverrides` apply.
extension UIViewController {
    var baseTraitCollection: UITraitCollection {
        var layers: [UITraitCollection] = [inheritedTraits]
        if let parent = storedParent, let override = parent.storedChildTraitOverrides[ObjectIdentifier(self)] {
            layers.append(override)
        }
        if !storedTraitOverrides.isEmpty { layers.append(storedTraitOverrides.asCollection) }
        return layers.count == 1 ? layers[0] : UITraitCollection(traitsFrom: layers)
    }

    private var inheritedTraits: UITraitCollection {
        if let superview = storedView?.storedSuperview { return superview.traitCollection }
        // A window's root takes the window's traits before its view is in it (viewWillAppear, §2.6).
        if let window = WindowRegistry.windows.first(where: { $0.rootViewController === self }) {
            return window.traitCollection
        }
        if let parent = storedParent { return parent.traitCollection }
        if let presenter = presentation.presenting { return presenter.viewIfLoaded?.window?.traitCollection ?? presenter.traitCollection }
        return UITraitCollection()
    }

    /// §11.4: forwards to each child whose traits change (header: "call super … or manually forward").
    func baseWillTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        noteSuper(nil, "willTransition(to:with:)")
        for child in storedChildren {
            guard let upcoming = TraitChange.upcoming[ObjectIdentifier(child)] else { continue }
            TraitChange.deliverWillTransition(to: child, traits: upcoming, coordinator: coordinator)
        }
    }

    /// The override applies at once: the child and its descendants whose traits change get
    /// `traitCollectionDidChange(_:)` (no coordinator transition) [decision, recorded in §11.5].
    func baseSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        TraitChange.notifyingChanges(in: [child]) {
            storedChildTraitOverrides[ObjectIdentifier(child)] = collection
        }
    }

    func baseSetTraitOverrides(_ newValue: UITraitOverrides) {
        TraitChange.notifyingChanges(in: [self]) { storedTraitOverrides = newValue }
    }
}

extension UIView {
    /// A controller's view has its controller's traits; other views their superview's; a window
    /// its own (§11.7: a new window is compact × regular).
    var resolvedTraitCollection: UITraitCollection {
        if let owner = owningController { return owner.traitCollection }
        return storedSuperview?.traitCollection ?? UITraitCollection()
    }
}

/// Trait changes and their callbacks (§11.3).
@MainActor
enum TraitChange {
    /// During a trait transition: each affected controller's traits-to-be, for `willTransition`.
    static var upcoming: [ObjectIdentifier: UITraitCollection] = [:]

    static func deliverWillTransition(to controller: UIViewController, traits: UITraitCollection,
                                      coordinator: any UIViewControllerTransitionCoordinator) {
        JournalRecorder.record(.willTransitionToTraits(ObjectRef(controller), to: traits))
        controller.willTransition(to: traits, with: coordinator)
    }

    /// Every controller under `roots` (children, and what they present), parents first.
    static func controllers(under roots: [UIViewController]) -> [UIViewController] {
        var found: [UIViewController] = []
        func walk(_ controller: UIViewController) {
            guard !found.contains(where: { $0 === controller }) else { return }
            found.append(controller)
            controller.storedChildren.forEach(walk)
            if let presented = controller.presentation.presented { walk(presented) }
        }
        roots.forEach(walk)
        return found
    }

    static func snapshot(_ controllers: [UIViewController]) -> [ObjectIdentifier: UITraitCollection] {
        Dictionary(uniqueKeysWithValues: controllers.map { (ObjectIdentifier($0), $0.traitCollection) })
    }

    /// Runs `change`, then sends `traitCollectionDidChange(_:)` to each controller under `roots`
    /// whose traits changed, parents first.
    static func notifyingChanges(in roots: [UIViewController], _ change: () -> Void) {
        let affected = controllers(under: roots)
        let before = snapshot(affected)
        change()
        deliverDidChange(affected, before: before)
    }

    static func deliverDidChange(_ controllers: [UIViewController], before: [ObjectIdentifier: UITraitCollection]) {
        for controller in controllers {
            guard let previous = before[ObjectIdentifier(controller)] else { continue }
            let current = controller.traitCollection
            guard current != previous else { continue }
            JournalRecorder.record(.traitCollectionDidChange(ObjectRef(controller), previous: previous, current: current))
            controller.traitCollectionDidChange(previous)
        }
    }
}
