import Foundation

/// Adding and removing subviews. Besides moving the view, this is where UIKit checks
/// containment (uikit-semantics §4.1) and where a view entering or leaving an on-screen window
/// drives its controllers' appearance (§2.6): the "will" callback inside the call, the "did"
/// one deferred.
extension UIView {
    /// In a window that has been made visible: what UIKit calls "in the window hierarchy" for
    /// appearance purposes.
    var isOnScreen: Bool { window?.isVisibleOnScreen ?? false }

    /// How deep in its tree the view is; layout runs top-down.
    var depth: Int {
        var depth = 0
        var current = storedSuperview
        while let view = current {
            depth += 1
            current = view.storedSuperview
        }
        return depth
    }

    /// Every add/insert variant ends here. `index` is where the view would go in the subviews
    /// as they are now; a view already in this superview is moved.
    func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }  // UIKit refuses a cycle too
        if let problem = HierarchyCheck.problem(adding: view, to: self) {
            Diagnostics.raise(UIKitText.hierarchyInconsistency, problem)
            return
        }
        let oldSuperview = view.storedSuperview
        let oldWindow = view.window
        let newWindow = window
        let wasOnScreen = view.isOnScreen
        let willBeOnScreen = isOnScreen

        JournalRecorder.record(.addSubview(view: ObjectRef(view), superview: ObjectRef(self)))
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if oldSuperview !== self { view.willMove(toSuperview: self) }
        if !wasOnScreen && willBeOnScreen { WindowAppearance.subtreeWillChange(view, appearing: true) }
        if wasOnScreen && !willBeOnScreen { WindowAppearance.subtreeWillChange(view, appearing: false) }

        var target = index
        if let oldSuperview {
            if let current = oldSuperview.storedSubviews.firstIndex(where: { $0 === view }) {
                if oldSuperview === self && current < index { target -= 1 }
                if oldSuperview !== self { oldSuperview.willRemoveSubview(view) }
                oldSuperview.storedSubviews.remove(at: current)
            }
            if oldSuperview !== self { oldSuperview.markNeedsLayout() }
        }
        storedSubviews.insert(view, at: min(max(0, target), storedSubviews.count))
        view.storedSuperview = self

        if oldSuperview !== self {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if oldSuperview !== self {
            // A new subview re-lays out its superview; re-adding one only reorders it.
            markNeedsLayout()
            LayoutEngine.markSubtreeIfNeeded(view)
        }
    }

    /// `removeFromSuperview()`'s behaviour.
    func detachFromSuperview() {
        guard let oldSuperview = storedSuperview else { return }
        let hadWindow = window != nil
        let wasOnScreen = isOnScreen

        JournalRecorder.record(.removeFromSuperview(view: ObjectRef(self), superview: ObjectRef(oldSuperview)))
        if hadWindow { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        if wasOnScreen { WindowAppearance.subtreeWillChange(self, appearing: false) }

        oldSuperview.willRemoveSubview(self)
        oldSuperview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        ConstraintRegistry.removeConstraints(crossingOutOf: self)
        didMoveToSuperview()
        if hadWindow { notifyDidMoveToWindow() }
        oldSuperview.markNeedsLayout()
    }

    func reorder(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        storedSubviews.forEach { $0.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        storedSubviews.forEach { $0.notifyDidMoveToWindow() }
    }

    /// The controller whose view is `self` or the nearest ancestor of it: the controller whose
    /// hierarchy a view added here joins (uikit-semantics §4).
    var nearestController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let owner = view.owningController { return owner }
            current = view.storedSuperview
        }
        return nil
    }
}
