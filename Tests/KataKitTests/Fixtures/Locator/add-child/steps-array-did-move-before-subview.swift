// locator-case: The learner lists the four embedding steps as closures but puts the didMove step before the addSubview step; add the view before telling the child the move is over.
// batch: 18
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
        // Listing 5-1, one closure per step so I can read them in order.
        let steps: [() -> Void] = [
            { self.addChild(content) },
            { content.view.frame = self.frameForContentController() },
            { content.didMove(toParent: self) }, // locate-here
            { self.view.addSubview(content.view) }, // locate-here
        ]
        for step in steps {
            step()
        }
    }
}
