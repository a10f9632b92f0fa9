// locator-case: The learner's step-by-step switch ends with `content.willMove(toParent: self)` instead of `content.didMove(toParent: self)`, so the child hears `willMove` twice and never hears that the move finished; the `.finish` step must call `didMove(toParent: self)`.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Shows one child below a 44-point header, one containment step at a time.
final class ContainerViewController: UIViewController {
    private enum Step: CaseIterable {
        case adopt, size, insert, finish
    }

    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        for step in Step.allCases {
            switch step {
            case .adopt:
                addChild(content)
            case .size:
                content.view.frame = frameForContentController()
            case .insert:
                view.addSubview(content.view)
            case .finish:
                content.willMove(toParent: self) // locate-here
            }
        }
    }
}
