// locator-case: The learner's viewWillAppear override calls super.viewDidAppear(animated) instead of super.viewWillAppear(animated) (a copy-paste slip), so UIKit's viewWillAppear never runs and the appearance is reported out of order; call super.viewWillAppear.
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

    // The class announced by willTransition, until the new traits are really in place.
    private var pendingClass: UIUserInterfaceSizeClass?

    private var regularWidth: Bool {
        let horizontal = pendingClass ?? traitCollection.horizontalSizeClass
        return horizontal == .regular
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewDidAppear(animated) // locate-here
        placeSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        pendingClass = newCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        pendingClass = nil
        let changed = previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
        if changed {
            placeSecondary()
        }
    }

    /// Secondary's view is in the hierarchy exactly when the width is regular.
    private func placeSecondary() {
        if regularWidth {
            if secondary.view.superview == nil {
                view.addSubview(secondary.view)
            }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard regularWidth else { return parentSize }
        let w = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: w, height: parentSize.height)
            : CGSize(width: parentSize.width - w, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        guard secondary.viewIfLoaded?.superview != nil else {
            primary.view.frame = b
            return
        }
        let w = primaryWidth(for: b.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: w, height: b.height)
        secondary.view.frame = CGRect(x: w, y: 0, width: b.width - w, height: b.height)
    }
}
