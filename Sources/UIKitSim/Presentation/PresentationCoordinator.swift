import Foundation

/// The coordinator of a presentation, dismissal, push or pop (P 20–21, 31–36): alongside
/// blocks run inside the transition's animation block (journaled as in-animation); blocks
/// added once that block has run are run at once; completions run when the transition ends,
/// with `isCancelled` true for a cancelled interactive transition.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    let isInteractive: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isCancelled = false
    private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false
    private var finished = false

    init(duration: TimeInterval, containerView: UIView, interactive: Bool, style: UIModalPresentationStyle,
         from: UIViewController?, to: UIViewController?) {
        transitionDuration = duration
        self.containerView = containerView
        isInteractive = interactive
        presentationStyle = style
        super.init()
        controllers[.from] = from
        controllers[.to] = to
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var initiallyInteractive: Bool { isInteractive }
    var isInterruptible: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        controllers[key == .from ? .from : .to]?.viewIfLoaded
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if !animationsRan {
                alongside.append(animation)
            } else if !finished {
                // Added once the transition's block ran, while it still animates: its own block.
                Animations.perform(duration: transitionDuration, journalBoundaries: false,
                                   animations: { animation(self) }, completion: nil)
            } else {
                animation(self)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Inside the transition's animation block.
    func runAlongside() {
        animationsRan = true
        let blocks = alongside
        alongside = []
        blocks.forEach { $0(self) }
    }

    func finish(cancelled: Bool) {
        isCancelled = cancelled
        animationsRan = true
        finished = true
        let blocks = completions
        completions = []
        blocks.forEach { $0(self) }
    }
}

/// Which coordinator each controller answers `transitionCoordinator` with while a transition runs.
@MainActor
enum ActiveCoordinators {
    private static var byController: [ObjectIdentifier: TransitionCoordinator] = [:]

    static func set(_ coordinator: TransitionCoordinator?, for controllers: [UIViewController]) {
        for controller in controllers { byController[ObjectIdentifier(controller)] = coordinator }
    }

    static func coordinator(for controller: UIViewController) -> TransitionCoordinator? {
        byController[ObjectIdentifier(controller)]
    }

    static func reset() { byController = [:] }
}

extension UIViewController {
    /// P 20: during a presentation/dismissal (or push/pop) its coordinator, else the parent's.
    var baseTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let own = ActiveCoordinators.coordinator(for: self) { return own }
        return storedParent?.transitionCoordinator
    }
}
