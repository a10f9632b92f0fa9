import Foundation

/// A controller's side of modal presentations (uikit-semantics §1.1: presentation is not
/// containment, so none of this touches `children` or `parent`).
@MainActor
final class PresentationState {
    /// What this controller presents. Strong, as UIKit keeps a presented controller alive until
    /// it is dismissed even when the app holds no reference to it.
    var presented: UIViewController?
    /// The controller this one was presented on.
    weak var presenting: UIViewController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// Set on the presented controller: its style (`.fullScreen`, `.currentContext`) removes the presenter's view.
    var hidPresenter = false
    /// Where the presenter's view was before this presentation removed it, to put it back.
    var removedPresenterView: RemovedView?
    /// Dismissals asked for while this controller's presentation was still animating: they run
    /// once it has ended.
    var afterPresentation: [() -> Void] = []
    /// The presentation's deferred transition has started (it is "in progress" until it ends).
    var transitionStarted = false
    /// Set on the presented controller: its `modalPresentationStyle` when `present` was called.
    /// The presentation controller is made from it (research/presentation.md P 12–13), so a style
    /// set after `present` comes too late.
    var styleAtPresent: UIModalPresentationStyle?
    /// Set on the presented controller: its `modalTransitionStyle` when `present` was called, the
    /// transition this presentation animates with (uikit-semantics §12.10): one set after `present`
    /// comes too late for it.
    var transitionStyleAtPresent: UIModalTransitionStyle?

    struct RemovedView {
        let view: UIView
        weak var superview: UIView?
        let index: Int
    }
}
