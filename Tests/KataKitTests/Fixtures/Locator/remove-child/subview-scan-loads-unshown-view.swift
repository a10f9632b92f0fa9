// locator-case: The learner finds the child's view by scanning `view.subviews` for `content.view`, which loads the view of a child that was never shown just to remove it; compare against `content.viewIfLoaded` instead.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again.
/// Read README.md next to this file, then fill in `hideContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Given: adds `content` as a child and shows its view (the add-child kata's answer).
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Removes the child `content` completely: no longer a child, its view gone from the screen.
    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)

        // Only take out the view if it is really one of ours (someone may have moved it).
        for subview in view.subviews
        where subview === content.view { // locate-here
            subview.removeFromSuperview()
        }

        content.removeFromParent()
    }
}
