// locator-case: The learner does the containment in a property observer and sends didMove(toParent:) to the old value instead of the newly shown child.
// batch: 10
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// The child on screen; setting it installs it.
    private var contentController: UIViewController? {
        didSet {
            guard let content = contentController else { return }
            addChild(content)
            content.view.frame = frameForContentController()
            view.addSubview(content.view)
            oldValue?.didMove(toParent: self) // locate-here
        }
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        contentController = content
    }
}
