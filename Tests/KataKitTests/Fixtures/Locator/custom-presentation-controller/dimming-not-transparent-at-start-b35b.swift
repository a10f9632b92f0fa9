// locator-case: presentationTransitionWillBegin never sets dimmingView.alpha = 0 before the alongside block, so the dimming view is fully opaque from the start and pops in; set alpha to 0 before animating it to 1
// batch: 35
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A half-height sheet with a dimming view.
///
/// - The presented view takes the bottom half of the container view.
/// - A dimming view covers the container below the presented view, fading in alongside the
///   presentation and out alongside the dismissal.
/// - When the container view changes size, the sheet and the dimming view follow.
/// - A cancelled presentation (`completed == false`) leaves no dimming view behind.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let size = containerView?.bounds.size ?? .zero
        return CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0) // locate-here
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in // locate-here
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed == false { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
