// locator-case: The learner computes the child's area from a hand-written 64-point header constant instead of the 44-point header of frameForContentController(); use frameForContentController() (or 44).
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

    // height of the header bar above the content
    private let headerHeight: CGFloat = 64 // locate-here

    private var contentArea: CGRect {
        let b = view.bounds
        return CGRect(x: b.minX, y: b.minY + headerHeight, width: b.width, height: b.height - headerHeight)
    }

    func displayContentController(_ content: UIViewController) {
        self.addChild(content)

        let contentView = content.view!
        contentView.frame = contentArea
        view.addSubview(contentView)

        content.didMove(toParent: self)
    }
}
