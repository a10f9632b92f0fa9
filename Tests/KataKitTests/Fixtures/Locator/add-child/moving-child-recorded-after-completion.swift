// locator-case: The learner records the arriving child in `movingChild` only after calling `completeMove()`, which reads that property, so `didMove(toParent:)` goes to nil and `content` never hears it; set `movingChild = content` before `completeMove()`.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// The child whose move into this container is under way; `completeMove()` finishes it.
    private var movingChild: UIViewController?

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
        let contentView: UIView = content.view
        contentView.frame = frameForContentController()
        view.addSubview(contentView)
        completeMove() // locate-here
        movingChild = content // locate-here
    }

    /// Tells the moving child its move is over and forgets it.
    private func completeMove() {
        movingChild?.didMove(toParent: self)
        movingChild = nil
    }
}
