// alternative: guards against a second add; autoresizing keeps the slot on rotation
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
        guard !children.contains(content) else { return }
        addChild(content)
        let contentView: UIView = content.view
        contentView.frame = frameForContentController()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        content.didMove(toParent: self)
    }
}
