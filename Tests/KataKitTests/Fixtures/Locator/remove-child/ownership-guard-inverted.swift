// locator-case: the "is it mine" guard is inverted (parent !== self), so it returns for the container's own child and removes nothing
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
        guard content.parent !== self else { return }  // locate-here
        content.willMove(toParent: nil)
        if content.isViewLoaded {
            content.view.removeFromSuperview()
        }
        content.removeFromParent()
    }
}
