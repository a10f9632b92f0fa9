import Foundation

/// UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// The popover (uikit-semantics §12.6, P 71–72): it needs an anchor (`sourceView` or
/// `barButtonItem`) by the time the transition runs — after `present` returned, so setting it
/// just after `present` works (P 71, Neuburg); without one, `presentationTransitionWillBegin`
/// raises UIKit's NSGenericException. In compact width it adapts (see `adaptivePresentationStyle`).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? { didSet { Simulator.noteWrite(self, "sourceView") } }
    /// In `sourceView`'s own coordinates. CGRectNull by default since iOS 13.2: the popover then
    /// points at the source view's bounds (UIPopoverPresentationController.h, SDK 16.5).
    open var sourceRect: CGRect = .null { didSet { Simulator.noteWrite(self, "sourceRect") } }
    open var barButtonItem: UIBarButtonItem? { didSet { Simulator.noteWrite(self, "barButtonItem") } }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { Simulator.noteWrite(self, "permittedArrowDirections") } }
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect: Bool = false

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// With no delegate answer, a popover adapts to `.fullScreen` in compact width (H-PC and
    /// VCPG-Adaptive, P 44–45, 57b; the iOS 13+ "behaves as formSheet" wording, P 57c, and
    /// VCPG-Present's overFullScreen, P 57a, are not followed: §12.6 "full-screen-like").
    /// An action sheet instead slides up over its presenter, which stays (UIAlertController).
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAnswer(for: traitCollection) ?? (presentedViewController is UIAlertController ? .overFullScreen : .fullScreen)
    }

    /// UIKit's throw site (P 71): no anchor, no popover.
    open override func presentationTransitionWillBegin() {
        guard sourceView != nil || barButtonItem != nil else {
            if presentedViewController is UIAlertController {
                Diagnostics.raise(UIKitText.genericException, UIKitText.actionSheetWithoutAnchor(
                    presentedViewController.description, presenter: presentingViewController.description))
            } else {
                Diagnostics.raise(UIKitText.genericException, UIKitText.popoverWithoutAnchor(description))
            }
            return
        }
        arrowDirection = permittedArrowDirections.contains(.up) ? .up : permittedArrowDirections
    }

    /// Below the anchor, at the presented controller's preferred size (320 × 480 without one).
    open override var frameOfPresentedViewInContainerView: CGRect {
        let container = containerView?.bounds ?? .zero
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: preferred.width > 0 ? preferred.width : 320, height: preferred.height > 0 ? preferred.height : 480)
        let anchor = sourceView.map { $0.convert(sourceRect.isNull ? $0.bounds : sourceRect, to: nil) }
            ?? CGRect(x: container.midX, y: 0, width: 0, height: 0)
        let x = min(max(0, anchor.midX - size.width / 2), max(0, container.width - size.width))
        return CGRect(x: x, y: anchor.maxY, width: min(size.width, container.width), height: min(size.height, max(0, container.height - anchor.maxY)))
    }
}

/// A bar button item, as far as popovers need one (§12.6).
@MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    open var title: String?
    open var style: Style = .plain
    open var isEnabled: Bool = true
    open var tag: Int = 0
    open weak var target: AnyObject?
    open var action: Selector?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.target = target
        self.action = action
    }
}

extension UIKitText {
    static let genericException = "NSGenericException"

    /// P 71 (the same text 2015–2022).
    static func popoverWithoutAnchor(_ desc: String) -> String {
        "UIPopoverPresentationController (\(desc)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
    }
}
