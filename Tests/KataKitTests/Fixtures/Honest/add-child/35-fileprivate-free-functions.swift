// honest: @MainActor fileprivate free functions and a fileprivate typealias
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

fileprivate typealias Step = (ContainerViewController, UIViewController) -> Void

@MainActor fileprivate func adopt(_ container: ContainerViewController, _ child: UIViewController) {
    container.addChild(child)
}

@MainActor fileprivate func place(_ container: ContainerViewController, _ child: UIViewController) {
    child.view.frame = container.frameForContentController()
    container.view.addSubview(child.view)
}

@MainActor fileprivate func finish(_ container: ContainerViewController, _ child: UIViewController) {
    child.didMove(toParent: container)
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
        let steps: [Step] = [adopt, place, finish]
        steps.forEach { $0(self, content) }
    }
}
