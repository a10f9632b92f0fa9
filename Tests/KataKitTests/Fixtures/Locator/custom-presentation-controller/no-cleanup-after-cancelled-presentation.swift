// locator-case: The learner never overrides presentationTransitionDidEnd(_:), so a cancelled presentation leaves the dimming view in the container; add the override and remove the dimming view when completed is false.
// batch: 15
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
final class HalfSheetPresentationController: UIPresentationController { // locate-here
    let dimmingView = UIView()

    private var coordinator: UIViewControllerTransitionCoordinator? {
        presentedViewController.transitionCoordinator
    }

    private func sheetFrame(in bounds: CGRect) -> CGRect {
        let (_, bottom) = bounds.divided(atDistance: bounds.height / 2, from: .minYEdge)
        return bottom
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        sheetFrame(in: containerView?.bounds ?? .zero)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
        coordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        coordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let bounds = containerView?.bounds else { return }
        dimmingView.frame = bounds
        presentedView?.frame = sheetFrame(in: bounds)
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
