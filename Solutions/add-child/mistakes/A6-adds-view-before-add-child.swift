// mistake: A6
// expect-rules: add-child-first
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        addChild(content)
        content.didMove(toParent: self)
    }
}
