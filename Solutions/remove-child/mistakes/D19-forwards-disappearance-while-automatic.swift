// mistake: D19
// expect-rules: opt-out-before-forwarding
// source: docs/spec/mistakes.md D19 (xmartlabs/XLPagerTabStrip #172, #189); locator batch 12 case forwards-disappearance-while-automatic
// begin/end disappearance by hand while automatic forwarding is still on: UIKit already sends it when
// the view leaves, so the child's viewDidDisappear comes from the hand-sent end, before removeFromParent().
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
        content.beginAppearanceTransition(false, animated: false)
        content.viewIfLoaded?.removeFromSuperview()
        content.endAppearanceTransition()
        content.removeFromParent()
    }
}
