// honest: an enum with associated values describing each step, applied with a switch
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// The four steps of Listing 5-1.
enum ContainmentStep {
    case adopt(UIViewController)
    case place(UIView, CGRect)
    case attach(UIView)
    case finish(UIViewController)
}

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        apply(.adopt(content))
        apply(.place(content.view, frameForContentController()))
        apply(.attach(content.view))
        apply(.finish(content))
    }

    private func apply(_ step: ContainmentStep) {
        switch step {
        case .adopt(let child):
            addChild(child)
        case let .place(childView, frame):
            childView.frame = frame
        case .attach(let childView):
            view.addSubview(childView)
        case .finish(let child):
            child.didMove(toParent: self)
        }
    }
}
