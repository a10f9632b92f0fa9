import Foundation

/// UIKit's presentation controller (uikit-semantics §12.3, P 1–19, 38–44). UIKit calls its
/// methods in the order of §12.3 from the presentation's deferred transition; each call is
/// journaled (`presentationStep`) before the override runs.
@MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    private let storedPresented: UIViewController
    weak var storedPresenting: UIViewController?
    var storedContainerView: UIView?
    /// The style this controller was made for (P 13–14: made once from the style, then kept).
    var creationStyle: UIModalPresentationStyle = .custom

    /// The designated initializer (P 11).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    open var presentedViewController: UIViewController { storedPresented }

    /// The controller presented on (set when the presentation starts).
    open var presentingViewController: UIViewController { storedPresenting ?? storedPresented }

    /// Nil before the transition; set "shortly after receiving the presentation controller" (P 8).
    open var containerView: UIView? { storedContainerView }

    /// Default: the presented controller's view (P 3).
    open var presentedView: UIView? { storedPresented.view }

    /// Default: the container's bounds (P 40). May be asked several times (P 3).
    open var frameOfPresentedViewInContainerView: CGRect { storedContainerView?.bounds ?? .zero }

    /// Default false (P 23): the presenter stays, and gets no will/did-disappear (§12.2).
    open var shouldRemovePresentersView: Bool { false }

    open var shouldPresentInFullscreen: Bool { true }

    open var presentationStyle: UIModalPresentationStyle { .custom }

    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { didSet { Simulator.noteWrite(self, "delegate") } }

    /// Traits the presented controller sees instead of the container's.
    open var overrideTraitCollection: UITraitCollection?

    /// The delegate's answer for the current traits, or `.none` when there is no delegate or it
    /// does not answer (the reference page, P 44; H-PC's "current style" is not followed).
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAnswer(for: traitCollection) ?? .none
    }

    // MARK: The transition's hooks (base implementations do nothing but journal `superCalled`,
    // so a grader can check rule `call-super` as it does for UIViewController's overrides)
    open func presentationTransitionWillBegin() { noteSuper("presentationTransitionWillBegin") }
    open func presentationTransitionDidEnd(_ completed: Bool) { noteSuper("presentationTransitionDidEnd(_:)") }
    open func dismissalTransitionWillBegin() { noteSuper("dismissalTransitionWillBegin") }
    open func dismissalTransitionDidEnd(_ completed: Bool) { noteSuper("dismissalTransitionDidEnd(_:)") }
    open func containerViewWillLayoutSubviews() { noteSuper("containerViewWillLayoutSubviews") }
    open func containerViewDidLayoutSubviews() { noteSuper("containerViewDidLayoutSubviews") }

    private func noteSuper(_ method: String) {
        JournalRecorder.record(.superCalled(ObjectRef(self), method: method))
    }

    // MARK: UIContentContainer (P 38–39)
    /// Get-only, as UIKit's (from `UIContentContainer`): a subclass may override the getter.
    open var preferredContentSize: CGSize { .zero }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// The base asks `size(forChildContentContainer:…)` for the presented controller and forwards
    /// the change to it when its size changes (P 39).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: storedPresented, withParentContainerSize: size)
        guard let current = storedPresented.viewIfLoaded?.bounds.size, current != childSize else { return }
        SizeTransition.deliver(to: storedPresented, size: childSize, coordinator: coordinator)
    }

    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    // MARK: UITraitEnvironment
    open var traitCollection: UITraitCollection {
        let base = storedContainerView?.traitCollection
            ?? storedPresenting?.viewIfLoaded?.window?.traitCollection
            ?? UITraitCollection()
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Internal
    /// The delegate's adaptive style, nil when there is no delegate or it does not implement one.
    func delegateAnswer(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        AdaptiveAnswer.notImplemented = false
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        defer { AdaptiveAnswer.notImplemented = false }
        return AdaptiveAnswer.notImplemented ? nil : answer
    }

    /// The style the presentation takes in `traits` (§12.6): only compact width adapts.
    func adaptedStyle(in traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard traits.horizontalSizeClass == .compact else { return nil }
        PresentationStep.record(self, "adaptivePresentationStyle(for: \(traits.horizontalSizeClass.journalName) × \(traits.verticalSizeClass.journalName))")
        let style = adaptivePresentationStyle(for: traits)
        return style == .fullScreen || style == .overFullScreen ? style : nil
    }
}

/// The built-in presentation controllers UIKit uses for its styles (P 55). Full-screen styles
/// remove the presenter's view (P 24–25); sheets do not (P 29–31).
@MainActor
final class _UIFullscreenPresentationController: UIPresentationController {
    var style: UIModalPresentationStyle = .fullScreen
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var presentationStyle: UIModalPresentationStyle { style }
}

/// The sheet styles since iOS 15 (`.automatic`, `.pageSheet`, `.formSheet`). UIKitSim does not
/// inset sheets: the presented view fills the container.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    var style: UIModalPresentationStyle = .pageSheet
    open override var presentationStyle: UIModalPresentationStyle { style }
}

/// The view UIKit presents in (UIKit's `UITransitionView`): lays out with the presentation
/// controller's `containerViewWillLayoutSubviews`/`DidLayoutSubviews` around it (P 1, 41).
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        guard let controller = presentationController else { return super.layoutSubviews() }
        PresentationStep.record(controller, "containerViewWillLayoutSubviews()")
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        PresentationStep.record(controller, "containerViewDidLayoutSubviews()")
        controller.containerViewDidLayoutSubviews()
    }
}

@MainActor
enum PresentationStep {
    static func record(_ object: AnyObject, _ method: String) {
        JournalRecorder.record(.presentationStep(ObjectRef(object), method: method))
    }
}
