// locator-case: The learner calls a prepare helper that loads and sizes content.view before addChild(content); call addChild first, then prepare the view.
// batch: 13
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
        prepare(content) // locate-here
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Gets the child's root view ready to go below the header.
    private func prepare(_ content: UIViewController) {
        let target = frameForContentController()
        content.view.frame = target
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
