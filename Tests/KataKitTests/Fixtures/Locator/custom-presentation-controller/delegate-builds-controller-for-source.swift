// locator-case: The learner's delegate creates the HalfSheetPresentationController with the source controller as presentedViewController instead of presented, so the presentation controller belongs to the wrong controller; pass presented.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A half-height sheet with a dimming view.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    private var bottomHalf: CGRect {
        var rect = containerView?.bounds ?? .zero
        rect.size.height /= 2
        rect.origin.y += rect.size.height
        return rect
    }

    override var frameOfPresentedViewInContainerView: CGRect { bottomHalf }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.backgroundColor = .black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = bottomHalf
    }

    private func fadeDimming(to alpha: CGFloat) {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = alpha
        })
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let sheet = HalfSheetPresentationController(presentedViewController: source, // locate-here
                                                    presenting: presenting)
        return sheet
    }
}
