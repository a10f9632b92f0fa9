// mistake: A6
// expect-rules: add-child-first
// source: issue 12 item 3 — sizing the child's view first loads it with no parent (XLPagerTabStrip #364)
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
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
