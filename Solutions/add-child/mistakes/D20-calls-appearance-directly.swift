// mistake: D20
// expect-rules: never-call-view-will-appear
// source: issue 12 item 2 — LNPopupController #521 pattern: "forwarding" appearance by hand after adding
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
        content.viewWillAppear(false)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        content.viewDidAppear(false)
    }
}
