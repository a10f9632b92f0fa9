import Foundation

/// Which presentation controller a controller gets (P 12–14, 54–55): made on first access from
/// the current `modalPresentationStyle` and kept until the dismissal ends; for `.custom`, the
/// transitioning delegate's, or a plain `UIPresentationController` covering the container when
/// there is none or it returns nil (§12.5: AAPL-CT's reading of the conflict).
extension UIViewController {
    var basePresentationController: UIPresentationController? {
        if let stored = storedPresentationController,
           stored.creationStyle == modalPresentationStyle || presentation.presenting != nil {
            return stored
        }
        let made = makePresentationController(presenting: basePresentingViewController, source: self)
        storedPresentationController = made
        return made
    }

    var basePopoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return basePresentationController as? UIPopoverPresentationController
    }

    func makePresentationController(
        presenting: UIViewController?, source: UIViewController, style: UIModalPresentationStyle? = nil
    ) -> UIPresentationController {
        let style = style ?? modalPresentationStyle
        let made: UIPresentationController
        switch style {
        case .custom:
            if let delegate = transitioningDelegate {
                PresentationStep.record(delegate, "presentationController(forPresented: \(ObjectRef(self)), presenting: \(presenting.map { ObjectRef($0).name } ?? "nil"), source: \(ObjectRef(source)))")
                made = delegate.presentationController(forPresented: self, presenting: presenting, source: source)
                    ?? UIPresentationController(presentedViewController: self, presenting: presenting)
            } else {
                made = UIPresentationController(presentedViewController: self, presenting: presenting)
            }
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .automatic, .pageSheet, .formSheet:
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: presenting)
            sheet.style = style == .automatic ? .pageSheet : style
            made = sheet
        default:
            let full = _UIFullscreenPresentationController(presentedViewController: self, presenting: presenting)
            full.style = style == .none ? .fullScreen : style
            made = full
        }
        made.creationStyle = style
        return made
    }
}
