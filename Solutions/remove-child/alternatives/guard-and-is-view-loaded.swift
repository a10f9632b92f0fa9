// alternative: ignores controllers that are not its children; checks isViewLoaded
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
        content.willMove(toParent: nil)
        if content.isViewLoaded {
            content.view.removeFromSuperview()
        }
        content.removeFromParent()
    }
}
