// locator-case: keeps the end of the fade-out's removal in a stored closure that captures the child and is never cleared, so the removed child is never released
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        guard let contentView = content.viewIfLoaded, contentView.superview != nil else {
            content.removeFromParent()
            return
        }
        pendingRemoval = {  // locate-here
            contentView.removeFromSuperview()
            content.removeFromParent()
        }
        UIView.animate(withDuration: 0.2, animations: {
            contentView.alpha = 0
        }, completion: { _ in
            self.pendingRemoval?()  // locate-here
        })
    }

    /// The rest of the removal, run when the fade-out ends.
    private var pendingRemoval: (() -> Void)?
}
