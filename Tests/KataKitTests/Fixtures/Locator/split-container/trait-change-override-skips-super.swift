// locator-case: The learner re-arranges the columns in traitCollectionDidChange(_:) but never calls super.traitCollectionDidChange(previousTraitCollection); add the super call at the top of the override.
// batch: 15
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

    /// Set in willTransition, cleared once the traits are in place.
    private var pendingClass: UIUserInterfaceSizeClass?

    private var showsSecondary: Bool {
        (pendingClass ?? traitCollection.horizontalSizeClass) == .regular
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        syncSecondaryColumn()
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        pendingClass = newCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // locate-here
        pendingClass = nil // locate-here
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        syncSecondaryColumn()
    }

    private func syncSecondaryColumn() {
        let inHierarchy = secondary.viewIfLoaded?.superview != nil
        if showsSecondary && !inHierarchy {
            view.addSubview(secondary.view)
        } else if !showsSecondary && inHierarchy {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        if secondary.viewIfLoaded?.superview == nil {
            primary.view.frame = b
            return
        }
        let w = primaryWidth(for: b.size)
        primary.view.frame = CGRect(x: b.minX, y: b.minY, width: w, height: b.height)
        secondary.view.frame = CGRect(x: b.minX + w, y: b.minY, width: b.width - w, height: b.height)
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsSecondary else { return parentSize }
        let w = primaryWidth(for: parentSize)
        return CGSize(width: container === primary ? w : parentSize.width - w, height: parentSize.height)
    }
}
