// locator-case: size(forChildContentContainer:) guards on !children.contains(child), so for its own child it falls back to super's whole parent size
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Listens by asking for a layout pass; the layout pass (viewDidLayoutSubviews) places the child.
final class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
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

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children { layoutChild(child) }
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        view.setNeedsLayout()
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let child = container as? UIViewController, !children.contains(child) else {  // locate-here
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        let height = child.preferredContentSize.height
        return CGSize(width: parentSize.width, height: height > parentSize.height ? parentSize.height : height)
    }
}
