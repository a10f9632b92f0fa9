import Foundation

/// UIKit's `UIViewControllerHierarchyInconsistency` checks (uikit-semantics §4). Each returns
/// the exception's reason, or nil when the call may go ahead.
@MainActor
enum HierarchyCheck {
    /// §4.1: a controller's view added into a window-attached hierarchy whose nearest
    /// controller Q is not the controller's parent P. §4.3: a controller with no parent is
    /// never refused (it silently gets no containment). UIKit runs this check as views move
    /// into a window, so views added off-window are not checked.
    static func problem(adding view: UIView, to superview: UIView) -> String? {
        guard superview.window != nil else { return nil }
        let expected = superview.nearestController
        for controller in controllers(owning: view) {
            guard let actual = controller.storedParent else { continue }
            let nearest = nearestController(of: controller, in: view) ?? expected
            if actual !== nearest {
                return UIKitText.shouldHaveParentButActual(
                    controller.description, expected: nearest?.description ?? "(null)", actual: actual.description)
            }
        }
        return nil
    }

    /// §4.2: `addChild(c)` while `c.view` is still inside another controller's on-screen
    /// hierarchy, whatever `c.parent` is (mistake A7).
    static func problem(addingChild child: UIViewController, to parent: UIViewController) -> String? {
        guard let view = child.viewIfLoaded, view.isOnScreen,
              let holder = view.storedSuperview?.nearestController, holder !== parent else { return nil }
        return UIKitText.shouldHaveParentButRequested(
            child.description, expected: holder.description, requested: parent.description)
    }

    /// Controllers whose views are in `view`'s subtree, outermost first.
    private static func controllers(owning view: UIView) -> [UIViewController] {
        var found: [UIViewController] = []
        func walk(_ current: UIView) {
            if let owner = current.owningController { found.append(owner) }
            current.storedSubviews.forEach(walk)
        }
        walk(view)
        return found
    }

    /// The controller whose view encloses `controller`'s view inside the moved subtree, if any.
    private static func nearestController(of controller: UIViewController, in subtree: UIView) -> UIViewController? {
        guard let view = controller.viewIfLoaded, view !== subtree else { return nil }
        var current = view.storedSuperview
        while let candidate = current {
            if let owner = candidate.owningController { return owner }
            if candidate === subtree { return nil }
            current = candidate.storedSuperview
        }
        return nil
    }
}
