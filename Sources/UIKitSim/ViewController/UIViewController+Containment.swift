import Foundation

/// Parent and child (uikit-semantics §1). Each base implementation journals when it runs, so
/// an override that skips `super` leaves no trace, as it leaves UIKit's bookkeeping undone.
extension UIViewController {
    /// §1.2: removes `child` from an old parent first (`willMove(toParent: nil)` then
    /// `removeFromParent()`), appends it, sets `parent`, then calls `willMove(toParent: self)`;
    /// never `didMove`. `parent` is already set inside that `willMove` [one].
    /// §4.2: refused with UIKit's exception while the child's view is still inside another
    /// controller's on-screen hierarchy.
    func baseAddChild(_ child: UIViewController) {
        guard child !== self, !isDescendantController(of: child) else { return }  // a cycle: UIKit would loop
        if let problem = HierarchyCheck.problem(addingChild: child, to: self) {
            Diagnostics.raise(UIKitText.hierarchyInconsistency, problem)
            return
        }
        JournalRecorder.record(.addChild(parent: ObjectRef(self), child: ObjectRef(child)))
        if child.storedParent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        storedChildren.append(child)
        child.storedParent = self
        child.willMove(toParent: self)
    }

    /// §1.3: removes from `children`, clears `parent`, then calls `didMove(toParent: nil)`.
    /// Never `willMove`, touches no view; with no parent, does nothing.
    func baseRemoveFromParent() {
        guard let parent = storedParent else { return }
        JournalRecorder.record(.removeFromParent(child: ObjectRef(self), parent: ObjectRef(parent)))
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// §1.4: sets the "moving" state that `isMovingToParent`/`isMovingFromParent` read.
    func baseWillMove(toParent parent: UIViewController?) {
        JournalRecorder.record(.willMove(child: ObjectRef(self), toParent: parent.map(ObjectRef.init)))
        if parent != nil {
            appearance.pendingMoveToParent = true
        } else {
            appearance.pendingMoveFromParent = true
        }
    }

    /// §1.4: clears the "moving" state.
    func baseDidMove(toParent parent: UIViewController?) {
        JournalRecorder.record(.didMove(child: ObjectRef(self), toParent: parent.map(ObjectRef.init)))
        if parent != nil {
            appearance.pendingMoveToParent = false
        } else {
            appearance.pendingMoveFromParent = false
        }
    }

    private func isDescendantController(of candidate: UIViewController) -> Bool {
        var current = storedParent
        while let controller = current {
            if controller === candidate { return true }
            current = controller.storedParent
        }
        return false
    }
}
