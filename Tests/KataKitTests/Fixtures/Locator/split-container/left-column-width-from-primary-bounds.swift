// locator-case: The learner's leftColumnWidth computed property takes a third of the primary view's own current bounds instead of the container's bounds, so the primary column shrinks and misplaces the secondary; use primaryWidth(for: view.bounds.size).
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A split container: in regular width the primary column on the left and the secondary beside
/// it; in compact width the primary alone. Read README.md next to this file.
final class ContainerViewController: UIViewController {
    /// Given: the two children, added with correct containment in `viewDidLoad`.
    let primary: UIViewController
    let secondary: UIViewController

    init(primary: UIViewController, secondary: UIViewController) {
        self.primary = primary
        self.secondary = secondary
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is made in code")
    }

    /// Given: both children added, views included (Listing 5-1).
    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [primary, secondary] {
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    /// Given: the primary column's width in regular width, a third of the container.
    func primaryWidth(for size: CGSize) -> CGFloat {
        (size.width / 3).rounded(.down)
    }

    private var isSplit = false

    /// How wide the left column is.
    private var leftColumnWidth: CGFloat {
        primaryWidth(for: primary.view.bounds.size) // locate-here
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isSplit = traitCollection.horizontalSizeClass == .regular
        updateSecondaryColumn()
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        isSplit = (newCollection.horizontalSizeClass == .regular)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.updateSecondaryColumn()
        })
    }

    private func updateSecondaryColumn() {
        switch (isSplit, secondary.viewIfLoaded?.superview === view) {
        case (true, false):
            view.addSubview(secondary.view)
        case (false, true):
            secondary.view.removeFromSuperview()
        default:
            break
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isSplit else { return parentSize }
        let third = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: third, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - third, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let full = view.bounds
        if secondary.viewIfLoaded?.superview !== view {
            primary.view.frame = full
            return
        }
        let left = leftColumnWidth
        primary.view.frame = CGRect(x: 0, y: 0, width: left, height: full.height)
        secondary.view.frame = CGRect(x: left, y: 0, width: full.width - left, height: full.height)
    }
}
