// locator-case: The learner converts `frameForContentController()` into window coordinates before using it as the child's frame, so the child's view is misplaced whenever the container does not sit at the window's origin; use `frameForContentController()` as it is (it is already in the container view's coordinates).
// batch: 16
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

    func displayContentController(_ content: UIViewController) {
        // Work out where the child goes before touching anything.
        let slot = view.convert(frameForContentController(), to: nil) // locate-here
        let alreadyMine = children.contains { $0 === content }
        guard !alreadyMine else { return }

        addChild(content)

        let contentView: UIView = content.view
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = slot
        view.addSubview(contentView)
        content.didMove(toParent: self)
    }
}
