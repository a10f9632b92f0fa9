// alternative: puts the child into a dedicated slot view below the header
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    private var slot: UIView?

    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let slot = contentSlot()
        content.view.frame = slot.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        slot.addSubview(content.view)
        content.didMove(toParent: self)
    }

    private func contentSlot() -> UIView {
        if let slot = slot { return slot }
        let made = UIView(frame: frameForContentController())
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(made)
        slot = made
        return made
    }
}
