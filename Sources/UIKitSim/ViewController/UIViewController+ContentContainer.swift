import Foundation

/// Preferred content size and size transitions (uikit-semantics §6).
extension UIViewController {
    /// §6.1: a new value synchronously tells the parent; the same value does nothing.
    func basePreferredContentSizeSet(_ newValue: CGSize) {
        guard newValue != storedPreferredContentSize else { return }
        storedPreferredContentSize = newValue
        JournalRecorder.record(.preferredContentSizeChanged(ObjectRef(self), to: newValue))
        guard let parent = storedParent else { return }
        JournalRecorder.record(.preferredContentSizeDidChange(parent: ObjectRef(parent), child: ObjectRef(self)))
        parent.preferredContentSizeDidChange(forChildContentContainer: self)
    }

    /// §6.3: asks `size(forChildContentContainer:withParentContainerSize:)` once per child and
    /// forwards `viewWillTransition(to:with:)` only to the children whose size changes (a child
    /// whose view is not loaded has no size to change and is not told).
    func baseViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        noteSuper(.viewWillTransition, "viewWillTransition(to:with:)")
        for child in storedChildren {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard let current = child.viewIfLoaded?.bounds.size, current != childSize else { continue }
            SizeTransition.deliver(to: child, size: childSize, coordinator: coordinator)
        }
    }
}

/// Delivers `viewWillTransition(to:with:)` (journaled before the override runs).
@MainActor
enum SizeTransition {
    static func deliver(to controller: UIViewController, size: CGSize,
                        coordinator: any UIViewControllerTransitionCoordinator) {
        JournalRecorder.record(.viewWillTransition(ObjectRef(controller), to: size))
        Delivery.deliver(.viewWillTransition, to: controller) {
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// §12.9: after the root, the presentation controller of each presentation in `window` (in
    /// the order they were presented) hears `viewWillTransition(to:with:)` with the window's new
    /// size (journaled as its presentation step before the override runs); its base implementation
    /// forwards the change to the presented controller.
    static func deliverToPresentations(in window: UIWindow, size: CGSize,
                                       coordinator: any UIViewControllerTransitionCoordinator) {
        for case let transitionView as UITransitionView in window.subviews {
            guard let controller = transitionView.presentationController else { continue }
            PresentationStep.record(controller, "viewWillTransition(to: \(JournalEntryText.format(size)))")
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }
}
