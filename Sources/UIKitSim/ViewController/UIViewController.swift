import Foundation

/// UIKit's view controller, with UIKit's names, labels and defaults (iOS 17 SDK). Every member a
/// subclass may override is declared here, since Swift only lets members declared in the class
/// body be overridden; the behaviour lives in the `UIViewController+…` files, which cite the
/// section of uikit-semantics.md they implement.
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // MARK: State (internal)
    var storedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var storedPreferredContentSize: CGSize = .zero
    let appearance = AppearanceState()
    let presentation = PresentationState()
    /// `setOverrideTraitCollection(_:forChild:)` values, by child (§11.5).
    var storedChildTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var storedTraitOverrides = UITraitOverrides()
    /// The presentation controller UIKit made or was given for this controller (§12.3).
    var storedPresentationController: UIPresentationController?

    // MARK: Initializers
    /// The designated initializer. UIKitSim has no nibs: `nibName` and `bundle` are kept only.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// As UIKit imports `-init`: inherited only by subclasses that inherit or override every
    /// designated initializer (a subclass with its own `init(child:)` does not get `init()`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public let nibName: String?
    public let nibBundle: Bundle?
    open var title: String?

    // MARK: The view (UIViewController+View.swift)
    /// Loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get { loadedView() }
        set { assignView(newValue) }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }
    open func loadViewIfNeeded() { _ = loadedView() }
    open func loadView() { baseLoadView() }
    open func viewDidLoad() { noteSuper(.viewDidLoad, "viewDidLoad()") }

    // MARK: Appearance (UIViewController+Appearance.swift)
    open func viewWillAppear(_ animated: Bool) { baseAppearanceMethod(.viewWillAppear) }
    open func viewDidAppear(_ animated: Bool) { baseAppearanceMethod(.viewDidAppear) }
    open func viewWillDisappear(_ animated: Bool) { baseAppearanceMethod(.viewWillDisappear) }
    open func viewDidDisappear(_ animated: Bool) { baseAppearanceMethod(.viewDidDisappear) }

    open var isMovingToParent: Bool { baseIsMovingToParent }
    open var isMovingFromParent: Bool { baseIsMovingFromParent }
    /// True inside the appearance callbacks of a presentation (resp. dismissal) of this controller.
    open var isBeingPresented: Bool { presentation.isBeingPresented }
    open var isBeingDismissed: Bool { presentation.isBeingDismissed }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        baseBeginAppearanceTransition(isAppearing, animated: animated)
    }

    open func endAppearanceTransition() { baseEndAppearanceTransition() }

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Layout (UIViewController+Layout.swift)
    open func viewWillLayoutSubviews() { noteSuper(.viewWillLayoutSubviews, "viewWillLayoutSubviews()") }
    open func viewDidLayoutSubviews() { noteSuper(.viewDidLayoutSubviews, "viewDidLayoutSubviews()") }

    // MARK: Containment (UIViewController+Containment.swift)
    open var children: [UIViewController] { storedChildren }
    open var parent: UIViewController? { storedParent }
    open func addChild(_ childController: UIViewController) { baseAddChild(childController) }
    open func removeFromParent() { baseRemoveFromParent() }
    open func willMove(toParent parent: UIViewController?) { baseWillMove(toParent: parent) }
    open func didMove(toParent parent: UIViewController?) { baseDidMove(toParent: parent) }

    // MARK: Transition (UIViewController+Transition.swift)
    open func transition(
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        baseTransition(from: fromViewController, to: toViewController, duration: duration,
                       options: options, animations: animations, completion: completion)
    }

    // MARK: Presentation (UIViewController+Presentation.swift)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        basePresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        baseDismiss(animated: flag, completion: completion)
    }

    open var presentedViewController: UIViewController? { basePresentedViewController }
    open var presentingViewController: UIViewController? { basePresentingViewController }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic { didSet { Simulator.noteWrite(self, "modalPresentationStyle") } }
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical { didSet { Simulator.noteWrite(self, "modalTransitionStyle") } }
    open var modalPresentationCapturesStatusBarAppearance: Bool = false
    open var definesPresentationContext: Bool = false

    /// Weak, as in UIKit (§12.5): whoever sets it must keep it alive.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { didSet { Simulator.noteWrite(self, "transitioningDelegate") } }

    /// Created on first access from the current `modalPresentationStyle` and kept until the
    /// controller is dismissed (P 12–14); for `.custom`, the transitioning delegate's.
    open var presentationController: UIPresentationController? { basePresentationController }

    /// Non-nil once `modalPresentationStyle` is `.popover` (§12.6).
    open var popoverPresentationController: UIPopoverPresentationController? { basePopoverPresentationController }

    /// During a presentation or dismissal (or a push/pop) its coordinator, else the parent's (P 20).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { baseTransitionCoordinator }

    // MARK: Show (UIViewController+Show.swift)
    open func show(_ vc: UIViewController, sender: Any?) { baseShow(vc, sender: sender) }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { baseShowDetail(vc, sender: sender) }

    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        baseTargetViewController(forAction: action, sender: sender)
    }

    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }

    /// Whether this class implements the action itself (UIKit checks for an override, P 79).
    func handlesShowAction(_ action: String) -> Bool { false }

    /// Called after UIKit's automatic forwarding of `step` reached the children (navigation
    /// controllers finish their children's moves here).
    func didForwardAppearance(_ step: AppearanceEngine.Step) {}

    /// Called after this controller's own appearance callback, before forwarding reaches its children.
    func willForwardAppearance(_ step: AppearanceEngine.Step) {}

    // MARK: Navigation (Navigation/)
    /// The nearest ancestor that is a navigation controller (§12.1).
    open var navigationController: UINavigationController? { baseNavigationController }

    // MARK: Traits (Traits/UIViewController+Traits.swift)
    open var traitCollection: UITraitCollection { baseTraitCollection }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        noteSuper(nil, "traitCollectionDidChange(_:)")
    }

    /// The base forwards to the children whose traits change (§11.4).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        baseWillTransition(to: newCollection, with: coordinator)
    }

    /// Deprecated in iOS 17 (use `traitOverrides`), still honoured (§11.5, GTE 4.7).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        baseSetOverrideTraitCollection(collection, forChild: childViewController)
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        storedChildTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// iOS 17's overrides for this controller and its views (§11.5, GTE 4.8). Not overridable,
    /// as in UIKit (declared in its Swift overlay).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set { baseSetTraitOverrides(newValue) }
    }

    // MARK: Status bar (UIViewController+StatusBar.swift)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() { baseSetNeedsStatusBarAppearanceUpdate() }

    // MARK: Content container (UIViewController+ContentContainer.swift)
    open var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set { Simulator.noteWrite(self, "preferredContentSize"); basePreferredContentSizeSet(newValue) }
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        noteSuper(nil, "preferredContentSizeDidChange(forChildContentContainer:)")
    }

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        noteSuper(nil, "systemLayoutFittingSizeDidChange(forChildContentContainer:)")
    }

    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        noteSuper(nil, "size(forChildContentContainer:withParentContainerSize:)")
        return parentSize
    }

    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        baseViewWillTransition(to: size, with: coordinator)
    }
}
