import Foundation

@_spi(Simulator) extension Simulator {
    /// The graders' rotation and resizing (uikit-semantics §11.7, outside UIKit's names): a size
    /// transition of `window` (§6.3) that also changes its size classes. When the classes differ
    /// from the window's, in the order of §11.3: `willTransition(to:with:)` (root first, forwarded
    /// by the base implementations), `viewWillTransition(to:with:)`, then inside the coordinator's
    /// animation the new traits, `traitCollectionDidChange(_:)` (parents first), the new size and a
    /// layout pass. With the same classes it is exactly `window.frame = …` (size only).
    /// A hidden window or one with no root changes silently (§11.6: no callbacks at launch).
    public static func resize(_ window: UIWindow, to size: CGSize,
                              horizontalSizeClass: UIUserInterfaceSizeClass,
                              verticalSizeClass: UIUserInterfaceSizeClass) {
        let newFrame = CGRect(origin: window.storedFrame.origin, size: size)
        let newTraits = UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        guard newTraits != window.windowTraits else {
            window.frame = newFrame
            return
        }
        guard window.isVisibleOnScreen, let root = window.rootViewController else {
            window.windowTraits = newTraits
            window.applyFrame(newFrame)
            return
        }
        let affected = TraitChange.controllers(under: [root])
        let before = TraitChange.snapshot(affected)
        let oldTraits = window.windowTraits
        window.windowTraits = newTraits
        let after = TraitChange.snapshot(affected)
        window.windowTraits = oldTraits
        TraitChange.upcoming = after.filter { before[$0.key] != $0.value }

        let coordinator = SizeTransitionCoordinator(duration: UIWindow.sizeTransitionDuration, containerView: window)
        // §11.3 / GTE 4.4: willTransition(to:with:) first; presented controllers hear it from UIKit too.
        for controller in affected where controller === root || controller.presentation.presenting != nil {
            if let upcoming = TraitChange.upcoming[ObjectIdentifier(controller)] {
                TraitChange.deliverWillTransition(to: controller, traits: upcoming, coordinator: coordinator)
            }
        }
        TraitChange.upcoming = [:]
        if size != window.storedFrame.size {
            SizeTransition.deliver(to: root, size: size, coordinator: coordinator)
            SizeTransition.deliverToPresentations(in: window, size: size, coordinator: coordinator)
        }
        coordinator.run { [weak window] in
            guard let window else { return }
            // The place of traitCollectionDidChange relative to layout is [one] (§11.3, Q5).
            window.windowTraits = newTraits
            TraitChange.deliverDidChange(affected, before: before)
            window.applyFrame(newFrame)
            window.layoutIfNeeded()
        }
    }
}
