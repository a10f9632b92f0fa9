// locator-case: builds a slot view below the header and sizes the child to the slot's bounds, but adds the child's view to the root view instead of the slot, so it sits up under the header
// batch: 7
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
        view.addSubview(content.view)  // locate-here
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
