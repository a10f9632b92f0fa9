// locator-case: the frame helper puts the child's view at y: 0, so the panel hangs from the top edge instead of sitting on the bottom
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Animates every re-layout and follows rotations alongside the coordinator's animation (after
/// calling super), instead of relying on viewDidLayoutSubviews.
final class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(child.view)
        child.view.frame = frame(for: child, in: view.bounds.size)
        child.didMove(toParent: self)
    }

    private func frame(for child: UIViewController, in containerSize: CGSize) -> CGRect {
        let size = self.size(forChildContentContainer: child, withParentContainerSize: containerSize)
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)  // locate-here
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = children.first(where: { $0 === container }) else { return }
        UIView.animate(withDuration: 0.25) {
            child.view.frame = self.frame(for: child, in: self.view.bounds.size)
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            for child in self.children {
                child.view.frame = self.frame(for: child, in: size)
            }
        }, completion: nil)
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let wanted = container.preferredContentSize.height
        return CGSize(width: parentSize.width, height: max(0, min(wanted, parentSize.height)))
    }
}
