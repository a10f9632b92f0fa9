// mistake: none
// expect-rules: listen-preferred-content-size
// source: issue 12 item 2 — an override that remembers the new size and lays nothing out (and skips super)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        layoutChild(child)
        child.didMove(toParent: self)
    }

    private func layoutChild(_ child: UIViewController) {
        let bounds = view.bounds
        let size = self.size(forChildContentContainer: child, withParentContainerSize: bounds.size)
        child.view.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    private(set) var lastPreferredHeight: CGFloat = 0

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        lastPreferredHeight = container.preferredContentSize.height
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
    }
}
