import Foundation

/// UIKit's alert and action sheet (UIAlertController.h, iOS 16.5 SDK), presented like any
/// controller. An action sheet is a popover: in regular width it needs an anchor (its
/// `popoverPresentationController`'s `sourceView` or `barButtonItem`), else UIKit raises; in
/// compact width it slides up over the presenter. An alert covers the presenter, which stays.
/// UIKitSim draws no buttons: an action's handler runs only if a test calls it.
@MainActor
open class UIAlertController: UIViewController {
    /// UIKit's raw values.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open var message: String?
    open private(set) var preferredStyle: Style = .alert

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// The handler a tap on `action` would run (tests and graders only).
    @_spi(Simulator) public func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// One button of an alert or action sheet.
@MainActor
open class UIAlertAction: NSObject {
    /// UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: Style = .default
    open var isEnabled: Bool = true
    let handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(handler: handler)
        self.title = title
        self.style = style
    }

    private init(handler: ((UIAlertAction) -> Void)?) {
        self.handler = handler
        super.init()
    }
}

extension UIKitText {
    /// UIKit's text when an action sheet reaches a regular-width presentation with no anchor.
    static func actionSheetWithoutAnchor(_ alert: String, presenter: String) -> String {
        "Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet from "
            + "\(presenter). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
            + "You must provide location information for this popover through the alert controller's "
            + "popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  "
            + "If this information is not known when you present the alert controller, you may provide it in the "
            + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }
}
