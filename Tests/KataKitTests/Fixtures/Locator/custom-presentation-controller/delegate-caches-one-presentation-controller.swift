// locator-case: The learner's transitioning delegate keeps the first HalfSheetPresentationController it makes and hands it back for every later presentation, so the second sheet reuses a controller tied to the first presented controller; create a new one each time.
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
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let area = containerView?.bounds else { return .zero }
        let half = area.height / 2
        return CGRect(x: area.minX, y: area.minY + half, width: area.width, height: half)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        let fadeIn = { [dimmingView] in dimmingView.alpha = 1 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeIn() })
        } else {
            fadeIn()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let fadeOut = { [dimmingView] in dimmingView.alpha = 0 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeOut() })
        } else {
            fadeOut()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView {
            dimmingView.frame = container.bounds
        }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private var sheetController: HalfSheetPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        if let existing = sheetController { // locate-here
            return existing // locate-here
        }
        let made = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        sheetController = made
        return made
    }
}
