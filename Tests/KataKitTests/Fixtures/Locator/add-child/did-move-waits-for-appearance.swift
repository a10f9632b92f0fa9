// locator-case: postpones didMove(toParent:) to viewDidAppear, so a child added before the container is on screen (or after it appeared) never hears it at the right time
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    private var pendingMoves: [UIViewController] = []

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
        view.addSubview(content.view) // locate-here
        pendingMoves.append(content) // locate-here
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in pendingMoves {
            child.didMove(toParent: self)
        }
        pendingMoves.removeAll()
    }
}
