// mistake: D19
// expect-rules: opt-out-before-forwarding
// source: docs/spec/mistakes.md D19 (xmartlabs/XLPagerTabStrip #172, #189); locator batch 12 case forwards-appearance-while-automatic
// begin/end appearance by hand around addSubview while automatic forwarding is still on: UIKit already
// sends the appearance when the view goes in, so the child's viewDidAppear comes from the hand-sent end,
// before didMove(toParent:).
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
        addChild(content)
        content.view.frame = frameForContentController()
        content.beginAppearanceTransition(true, animated: false)
        view.addSubview(content.view)
        content.endAppearanceTransition()
        content.didMove(toParent: self)
    }
}
