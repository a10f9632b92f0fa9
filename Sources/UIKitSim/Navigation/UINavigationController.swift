import Foundation

/// UIKit's navigation controller, as far as containers observe it (uikit-semantics §12.1,
/// P 84–92). Push and pop change `viewControllers` and the containment inside the call; the
/// visible transition runs at the end of the run-loop turn (Annema, P conflicts list [one]:
/// "pushing to a navigation controller happens on the next run loop"), one at a time.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    var stack: [UIViewController] = []
    var pendingTransitions: [() -> Void] = []
    var isTransitioning = false
    var transitionScheduled = false
    /// Pushed (or root) controllers whose `didMove(toParent:)` comes once they have appeared.
    var awaitingDidMove: [UIViewController] = []

    /// How long a push or pop animates on the virtual clock. No source gives UIKit's exact
    /// duration; graders must not depend on it.
    @_spi(Simulator) public static let transitionDuration: TimeInterval = 0.35

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The root joins at once (`willMove(toParent:)`); its `didMove` follows its first
    /// appearance, so `isMovingToParent` is true in its `viewWillAppear` (P 88).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        baseSetViewControllers([rootViewController], animated: false)
    }

    open weak var delegate: (any UINavigationControllerDelegate)?

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what it (or the navigation controller) presents.
    open var visibleViewController: UIViewController? {
        if let presented = presentation.presented ?? topViewController?.presentedViewController { return presented }
        return topViewController
    }

    open var isNavigationBarHidden: Bool = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open var isToolbarHidden: Bool = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        basePush(viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { basePop(animated: animated) }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return basePop(to: root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        basePop(to: viewController, animated: animated)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        baseSetViewControllers(viewControllers, animated: animated)
    }

    /// "Interpreted as pushViewController:animated:" (P 80).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func handlesShowAction(_ action: String) -> Bool { action == UIViewController.showAction }

    override func willForwardAppearance(_ step: AppearanceEngine.Step) {
        if step == .willAppear { installTopViewIfNeeded() }
    }

    override func didForwardAppearance(_ step: AppearanceEngine.Step) {
        if step == .didAppear { finishMoves() }
    }
}

/// What a navigation controller tells its delegate (all optional in UIKit).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller.
    var baseNavigationController: UINavigationController? {
        var current = storedParent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.storedParent
        }
        return nil
    }
}
