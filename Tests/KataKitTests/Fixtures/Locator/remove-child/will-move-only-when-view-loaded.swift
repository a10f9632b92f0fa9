// locator-case: warns the child with willMove(toParent: nil) inside the isViewLoaded branch, so a child whose view was never loaded is removed without a warning
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
        guard content.parent === self else { return }
        if content.isViewLoaded {  // locate-here
            content.willMove(toParent: nil)  // locate-here
            content.view.removeFromSuperview()
        }
        content.removeFromParent()
    }
}
