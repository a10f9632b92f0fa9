import Foundation

/// UIKit's `@optional` protocol members that UIKitSim declares as plain requirements with a default
/// implementation (it has no Objective-C runtime): on a device a call through the protocol needs `?`.
/// A copy of docs/spec/uikit-api/optional-requirements.txt (made from the iOS 16.5 SDK's headers, see
/// that folder's README), held equal to it by `EngineSourcePolicyTests.theRunnersListIsTheSpecFile`; the
/// runner does not read docs/ at run time.
public enum UIKitOptionalRequirements {
    /// `Protocol.member(labels:)`, the protocol that declares the member.
    public static let members: [String] = [
        "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)",
        "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)",
        "UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)",
        "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)",
        "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)",
        "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)",
        "UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)",
        "UINavigationControllerDelegate.navigationController(_:didShow:animated:)",
        "UINavigationControllerDelegate.navigationController(_:willShow:animated:)",
        "UIPopoverPresentationControllerDelegate.popoverPresentationControllerDidDismissPopover(_:)",
        "UIPopoverPresentationControllerDelegate.popoverPresentationControllerShouldDismissPopover(_:)",
        "UIPopoverPresentationControllerDelegate.prepareForPopoverPresentation(_:)",
        "UIViewControllerAnimatedTransitioning.animationEnded(_:)",
        "UIViewControllerTransitioningDelegate.animationController(forDismissed:)",
        "UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)",
        "UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)",
        "UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)",
        "UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)",
    ]

    /// One listed member, split.
    struct Member: Hashable {
        /// `UIAdaptivePresentationControllerDelegate`.
        var owner: String
        /// `adaptivePresentationStyle`.
        var base: String
        /// `["for", "traitCollection"]`; `["_"]` for `(_:)`.
        var labels: [String]

        /// `adaptivePresentationStyle(for:)`.
        var name: String { "\(base)(\(labels.map { "\($0):" }.joined()))" }
        /// How `-dump-ast` names the declaration: with its labels, or the base name alone when every
        /// label is `_` (`gestureRecognizerShouldBegin`, `adaptivePresentationStyle(for:)`).
        var dumpName: String { labels.allSatisfy { $0 == "_" } ? base : name }

        init?(_ line: String) {
            guard let open = line.firstIndex(of: "("), let dot = line[..<open].lastIndex(of: ".") else { return nil }
            owner = String(line[..<dot])
            base = String(line[line.index(after: dot)..<open])
            labels = line[line.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        }
    }

    /// The members by `Protocol.dumpName`.
    static let byDumpName: [String: Member] = Dictionary(
        members.compactMap(Member.init).map { ("\($0.owner).\($0.dumpName)", $0) }, uniquingKeysWith: { first, _ in first })

    /// The base names (what the text gate looks for).
    static let baseNames: Set<String> = Set(members.compactMap(Member.init).map(\.base))
}
