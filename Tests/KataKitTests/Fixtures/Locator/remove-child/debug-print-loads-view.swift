// locator-case: A leftover debug print reads content.view.frame, which loads a never-shown child's view during teardown; log through viewIfLoaded (or drop the print).
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        guard content.parent === self else { return }

        content.willMove(toParent: nil)
        print("hiding \(type(of: content)) at \(content.view.frame)") // locate-here
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }
}
