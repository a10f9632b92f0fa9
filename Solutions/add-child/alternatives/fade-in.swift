// alternative: fades the child in and finishes the move in the animation completion
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        content.view.alpha = 0
        view.addSubview(content.view)
        UIView.animate(withDuration: 0.3, animations: {
            content.view.alpha = 1
        }, completion: { _ in
            content.didMove(toParent: self)
        })
    }
}
