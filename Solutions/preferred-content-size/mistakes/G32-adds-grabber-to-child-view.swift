// mistake: G32
// expect-rules: root-view-only
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        if let child = container as? UIViewController, child.parent === self {
            layoutChild(child)
        }
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
    }

    // A bottom sheet's drag handle, put inside the child's own view.
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func addChild(_ childController: UIViewController) {
        super.addChild(childController)
        let grabber = UIView(frame: CGRect(x: 175, y: 6, width: 40, height: 5))
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        childController.view.addSubview(grabber)
    }
}
