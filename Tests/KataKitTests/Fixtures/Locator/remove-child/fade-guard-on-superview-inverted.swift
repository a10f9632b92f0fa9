// locator-case: the fade-out's guard tests superview == nil instead of != nil, so a child on screen takes the no-view shortcut: it is removed from its parent with its view still in place
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
        guard let contentView = content.viewIfLoaded, contentView.superview == nil else {  // locate-here
            content.removeFromParent()
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            contentView.alpha = 0
        }, completion: { _ in
            contentView.removeFromSuperview()
            content.removeFromParent()
        })
    }
}
