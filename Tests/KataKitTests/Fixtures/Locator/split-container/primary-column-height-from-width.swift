// locator-case: In the layout pass the learner gives the primary column a height equal to the container's width instead of its height, so in regular width the primary column is the wrong height; use bounds.height.
// batch: 14
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

    /// The class announced by willTransition, until traitCollectionDidChange confirms it.
    private var upcomingSizeClass: UIUserInterfaceSizeClass?

    private var showsSecondary: Bool {
        (upcomingSizeClass ?? traitCollection.horizontalSizeClass) == .regular
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        syncSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        upcomingSizeClass = newCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        upcomingSizeClass = nil
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        syncSecondary()
    }

    private func syncSecondary() {
        let isIn = secondary.viewIfLoaded?.superview === view
        if showsSecondary && !isIn {
            view.addSubview(secondary.view)
        } else if !showsSecondary && isIn {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = b
            return
        }
        let columnWidth = primaryWidth(for: b.size)
        let primaryFrame = CGRect(x: 0, y: 0, width: columnWidth, height: b.width) // locate-here
        primary.view.frame = primaryFrame
        secondary.view.frame = CGRect(x: columnWidth, y: 0, width: b.width - columnWidth, height: b.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsSecondary else { return parentSize }
        let columnWidth = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: columnWidth, height: parentSize.height)
            : CGSize(width: parentSize.width - columnWidth, height: parentSize.height)
    }
}
