import Foundation

/// The coordinator UIKitSim passes with `viewWillTransition(to:with:)`: a non-interactive,
/// never-cancelled animation. Alongside blocks run inside the resize animation; completions
/// when it ends.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, containerView: UIView) {
        transitionDuration = duration
        self.containerView = containerView
        super.init()
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs `resize` and the alongside blocks in one animation, completions at its end.
    func run(_ resize: @escaping () -> Void) {
        Animations.perform(duration: transitionDuration, animations: {
            resize()
            self.alongside.forEach { $0(self) }
        }, completion: { _ in
            self.completions.forEach { $0(self) }
        })
    }
}
