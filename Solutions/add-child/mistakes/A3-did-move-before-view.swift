// mistake: A3
// expect-rules: did-move-after-view
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
        content.didMove(toParent: self)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
    }
}
