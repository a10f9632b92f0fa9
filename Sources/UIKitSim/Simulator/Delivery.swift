import Foundation

/// Which lifecycle callbacks UIKitSim is delivering right now. UIViewController's base
/// implementations look here to tell a legitimate call (UIKit's delivery, or an override's
/// `super.` call during it) from a learner calling `viewWillAppear(_:)` on another controller
/// directly, which UIKit reports (uikit-semantics §2.8).
@MainActor
enum Delivery {
    enum Callback: String, Sendable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case viewWillLayoutSubviews, viewDidLayoutSubviews, loadView, viewDidLoad
        case viewWillTransition

        /// The Objective-C selector UIKit's message names.
        var selector: String {
            switch self {
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return rawValue + ":"
            default: return rawValue
            }
        }
    }

    private struct Frame {
        let controller: ObjectIdentifier
        let callback: Callback
    }

    private static var stack: [Frame] = []

    static func deliver(_ callback: Callback, to controller: UIViewController, _ call: () -> Void) {
        stack.append(Frame(controller: ObjectIdentifier(controller), callback: callback))
        call()
        stack.removeLast()
    }

    /// True when `controller`'s base implementation of `callback` runs because UIKitSim
    /// delivered that callback to that controller (directly or through `super`).
    static func isDelivering(_ callback: Callback, to controller: UIViewController) -> Bool {
        guard let top = stack.last else { return false }
        return top.controller == ObjectIdentifier(controller) && top.callback == callback
    }

    static func reset() { stack = [] }
}
