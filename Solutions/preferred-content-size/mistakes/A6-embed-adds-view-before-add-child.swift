// mistake: A6
// expect-rules: add-child-first
// source: docs/spec/mistakes.md A6 (the view before addChild); locator batch 1 case view-before-add-child.swift
// The given embed(_:) reordered: the child's view goes into the on-screen container before addChild(child).
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// The reference solution for `preferred-content-size`, with embed(_:) adding the view before addChild.
final class ContainerViewController: UIViewController {
    /// Adds `child` with its view pinned to the bottom edge at full width.
    func embed(_ child: UIViewController) {
        child.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(child.view)
        addChild(child)
        layoutChild(child)
        child.didMove(toParent: self)
    }

    /// Places the child's root view along the bottom edge, with the size that
    /// `size(forChildContentContainer:withParentContainerSize:)` answers for our bounds.
    private func layoutChild(_ child: UIViewController) {
        let bounds = view.bounds
        let size = self.size(forChildContentContainer: child, withParentContainerSize: bounds.size)
        child.view.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    /// Our own size can change (rotation, split screen): place every child again.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children { layoutChild(child) }
    }

    /// The child asked for a new size: UIKit leaves it to us, so lay it out again.
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let child = container as? UIViewController, child.parent === self {
            layoutChild(child)
        }
    }

    /// Full width; the height the child prefers, but never more than we have.
    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
    }
}
