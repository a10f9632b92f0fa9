// mistake: D20
// expect-rules: never-call-view-will-appear
// source: issue 12 item 2 — LNPopupController #521 pattern, on removal
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again (Listings 5-1 and 5-2).
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

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.viewWillDisappear(false)
        content.viewIfLoaded?.removeFromSuperview()
        content.viewDidDisappear(false)
        content.removeFromParent()
    }
}
