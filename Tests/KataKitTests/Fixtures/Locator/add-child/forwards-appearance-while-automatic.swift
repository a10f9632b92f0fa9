// locator-case: the learner wraps adding the view in beginAppearanceTransition/endAppearanceTransition while automatic forwarding is still on, as XLPagerTabStrip did (issues #172, #189; mistakes.md D19), so the child's appearance is driven twice and its viewDidAppear comes before the move is finished instead of after it.
// batch: 12
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        // Make sure the child hears viewWillAppear / viewDidAppear.
        content.beginAppearanceTransition(true, animated: false) // locate-here
        view.addSubview(content.view)
        content.endAppearanceTransition() // locate-here
        content.didMove(toParent: self)
    }
}
