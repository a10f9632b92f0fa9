// locator-case: a shared layout helper gives the dimming view the sheet's frame instead of the whole container
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A half-height sheet with a dimming view.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        layoutChrome()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutChrome()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// The chrome around the sheet follows the container.
    private func layoutChrome() {
        dimmingView.frame = frameOfPresentedViewInContainerView  // locate-here
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
