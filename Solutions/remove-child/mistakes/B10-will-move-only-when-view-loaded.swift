// mistake: B10
// expect-rules: will-move-nil-first
// source: Tests/KataKitTests/Fixtures/Locator/remove-child/will-move-only-when-view-loaded.swift (batch 7, a grader miss); mistakes.md B10 (a child that hears didMove(toParent: nil) with no willMove(toParent: nil) first) — here only for a child whose view never loaded, as a pager's unseen page is
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
        if content.isViewLoaded {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
        }
        content.removeFromParent()
    }
}
