@_spi(Simulator) import UIKitSim

/// The learner's `HalfSheetTransitioningDelegate`: the grader makes one per scene and keeps it
/// (keeping it is not this kata's lesson, see presentation-type).
@MainActor
public protocol CustomPresentationControllerContainer: UIViewControllerTransitioningDelegate {
    init()
}

/// The grader's own correct half sheet: replaying a scene with it gives the expected timeline.
final class ReferenceHalfSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ReferenceHalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class ReferenceHalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    /// Named as the learner's class reads in the journal, so that timelines line up.
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        Simulator.name(self, "HalfSheetPresentationController")
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
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

/// The presented controller: when it is told it will appear (or disappear) during a
/// presentation, it reads the chrome's alpha, then adds its own block to the transition
/// coordinator and reads the alpha again inside the transition's animation (after the
/// presentation controller's own alongside blocks, which were added before).
final class SheetProbe: ProbeViewController {
    /// The chrome the scene finds in the container view (and elsewhere) at that moment.
    var findChrome: (() -> UIView?)?
    private(set) var chromeAtWillAppear: UIView?
    /// The container view, kept alive by the grader after UIKit lets it go (a deallocated view
    /// would drop its subviews), so that a dimming view nobody removed is still seen in it.
    private(set) var containerAtWillAppear: UIView?
    private(set) var alphaBeforeAppearing: CGFloat?
    private(set) var alphaInsideAppearing: CGFloat?
    private(set) var alphaAfterAppearing: CGFloat?
    private(set) var alphaBeforeDisappearing: CGFloat?
    private(set) var alphaInsideDisappearing: CGFloat?
    private(set) var alphaAfterDisappearing: CGFloat?
    private(set) var hadCoordinatorAppearing = false
    private var appearingRun = false
    private var disappearingRun = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard isBeingPresented, !appearingRun else { return }
        appearingRun = true
        let chrome = findChrome?()
        chromeAtWillAppear = chrome
        containerAtWillAppear = presentationController?.containerView
        alphaBeforeAppearing = chrome?.alpha
        if let coordinator = transitionCoordinator {
            hadCoordinatorAppearing = true
            coordinator.animate(alongsideTransition: { [weak self, weak chrome] _ in
                self?.alphaInsideAppearing = chrome?.alpha
            }, completion: { [weak self, weak chrome] _ in
                self?.alphaAfterAppearing = chrome?.alpha
            })
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isBeingDismissed, !disappearingRun else { return }
        disappearingRun = true
        let chrome = chromeAtWillAppear
        alphaBeforeDisappearing = chrome?.alpha
        transitionCoordinator?.animate(alongsideTransition: { [weak self, weak chrome] _ in
            self?.alphaInsideDisappearing = chrome?.alpha
        }, completion: { [weak self, weak chrome] _ in
            self?.alphaAfterDisappearing = chrome?.alpha
        })
    }
}
