// locator-case: the "add a child only once" guard is the wrong way round (children.contains instead of !children.contains), so a new child is never added at all
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
        guard children.contains(content) else { return }  // locate-here
        addChild(content)
        let contentView: UIView = content.view
        contentView.frame = frameForContentController()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        content.didMove(toParent: self)
    }
}
