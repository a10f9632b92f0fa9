import UIKitSim

/// What the preferred-content-size grader needs from the learner's `ContainerViewController`:
/// the given initializer and `embed(_:)`. The kata's contract file declares the conformance.
@MainActor
public protocol PreferredContentSizeContainer: UIViewController {
    init()
    func embed(_ child: UIViewController)
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferencePreferredContentSizeContainer: UIViewController, PreferredContentSizeContainer {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(child.view)
        place(child)
        child.didMove(toParent: self)
    }

    private func place(_ child: UIViewController) {
        let bounds = view.bounds
        let size = self.size(forChildContentContainer: child, withParentContainerSize: bounds.size)
        child.view.frame = CGRect(x: 0, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        children.forEach(place)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let child = container as? UIViewController, child.parent === self { place(child) }
    }

    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        PanelRule.size(preferred: container.preferredContentSize, parent: parentSize)
    }
}

/// The kata's sizing rule, in one place: full width; the preferred height, clamped to the parent.
enum PanelRule {
    static func size(preferred: CGSize, parent: CGSize) -> CGSize {
        CGSize(width: parent.width, height: min(max(preferred.height, 0), parent.height))
    }

    /// Where the child's view belongs inside a container with `bounds`.
    static func frame(preferred: CGSize, in bounds: CGRect) -> CGRect {
        let size = size(preferred: preferred, parent: bounds.size)
        return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }
}
