import Foundation

@_spi(Simulator) extension Simulator {
    /// Graders' control (uikit-semantics §12.4, outside UIKit's names): the next presentation to
    /// start runs as an interactive transition that the user cancels. Its coordinator reports
    /// `isInteractive`, then `isCancelled`; the will-calls are reversed (P 35: the presented
    /// controller gets `viewWillDisappear`, a removed presenter `viewWillAppear`), the
    /// presentation controller gets `presentationTransitionDidEnd(false)`, the presented view
    /// and container leave, and `present`'s completion is not called [decision].
    public static func cancelNextPresentation() { PresentationControls.cancelNextPresentation = true }

    /// The same for the next dismissal (an interactive swipe-down given up, P 31, 90):
    /// `dismissalTransitionDidEnd(false)`, the presented controller stays presented.
    public static func cancelNextDismissal() { PresentationControls.cancelNextDismissal = true }
}

@MainActor
enum PresentationControls {
    static var cancelNextPresentation = false
    static var cancelNextDismissal = false

    static func takePresentationCancel() -> Bool {
        defer { cancelNextPresentation = false }
        return cancelNextPresentation
    }

    static func takeDismissalCancel() -> Bool {
        defer { cancelNextDismissal = false }
        return cancelNextDismissal
    }

    static func reset() {
        cancelNextPresentation = false
        cancelNextDismissal = false
    }
}
