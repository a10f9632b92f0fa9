// locator-case: didMove(toParent:) is only sent when the container is already in a window, so a child added off screen (from viewDidLoad) never hears it; send it unconditionally after adding the view.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Header on top, one child below it.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    private var isOnScreen: Bool { view.window != nil }

    func displayContentController(_ content: UIViewController) {
        addChild(content)

        let slot = frameForContentController()
        let childView: UIView = content.view
        childView.frame = slot
        view.addSubview(childView)

        // tell the child we're done -- but only once it can actually be seen
        if isOnScreen { // locate-here
            content.didMove(toParent: self)
        }
    }
}
