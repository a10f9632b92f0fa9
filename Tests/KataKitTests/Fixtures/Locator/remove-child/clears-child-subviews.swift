// locator-case: clears the child's view of its subviews instead of removing the view itself from the container
// batch: 6
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
        guard content.parent === self else { return }
        content.willMove(toParent: nil)
        clearScreen(of: content)
        content.removeFromParent()   // didMove(toParent: nil) comes with it
    }
}

private extension ContainerViewController {
    /// Takes whatever the child shows off the screen (nothing to do if it never loaded).
    func clearScreen(of child: UIViewController) {
        guard let childView = child.viewIfLoaded else { return }
        childView.subviews.forEach { $0.removeFromSuperview() }  // locate-here
    }
}
