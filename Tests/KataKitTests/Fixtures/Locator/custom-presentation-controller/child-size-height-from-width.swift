// locator-case: size(forChildContentContainer:) halves the parent's width for the sheet's height (a copy-paste slip), so the sheet is only as tall as half the container is wide
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Another design: the sheet's size comes from size(forChildContentContainer:withParentContainerSize:)
/// (as in Apple's CustomTransitions sample), and the dimming view follows the container with an
/// autoresizing mask instead of being re-laid out by hand.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.width / 2)  // locate-here
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        containerView?.insertSubview(dimmingView, at: 0)
        dimmingView.frame = containerView?.bounds ?? .zero
        dimmingView.alpha = 0
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
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
