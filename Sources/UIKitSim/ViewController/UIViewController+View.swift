import Foundation

/// Lazy view loading: the first `view` access calls `loadView()` then `viewDidLoad()`, both
/// journaled when delivered (uikit-semantics §2.7: `viewDidLoad` comes at the first `.view`
/// access). A view belongs to at most one controller (§1.6).
extension UIViewController {
    func loadedView() -> UIView {
        if let storedView { return storedView }
        JournalRecorder.record(.loadView(ObjectRef(self)))
        Delivery.deliver(.loadView, to: self) { loadView() }
        if storedView == nil {
            // UIKit would crash on a loadView that sets no view; UIKitSim supplies the default.
            baseLoadView()
        }
        JournalRecorder.record(.viewDidLoad(ObjectRef(self)))
        Delivery.deliver(.viewDidLoad, to: self) { viewDidLoad() }
        return storedView ?? UIView(frame: UIScreen.main.bounds)
    }

    /// UIKit's default `loadView()`: a plain view the size of the screen that follows its
    /// superview's size.
    func baseLoadView() {
        noteSuper(.loadView, "loadView()")
        let view = UIView(frame: UIScreen.main.bounds)
        Simulator.asUIKit { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        assignView(view)
    }

    func assignView(_ newView: UIView?) {
        if let newView, let owner = newView.owningController, owner !== self {
            Diagnostics.raise(UIKitText.hierarchyInconsistency, UIKitText.viewAlreadyAssociated(
                UIKitDescription.of(newView), owner: owner.description, newOwner: description))
            return
        }
        if let old = storedView, old !== newView { old.owningController = nil }
        newView?.owningController = self
        storedView = newView
    }

    /// Journals that UIViewController's own implementation of `method` ran (an override called
    /// `super`), for graders checking rule `call-super`.
    func noteSuper(_ callback: Delivery.Callback?, _ method: String) {
        JournalRecorder.record(.superCalled(ObjectRef(self), method: method))
    }
}
