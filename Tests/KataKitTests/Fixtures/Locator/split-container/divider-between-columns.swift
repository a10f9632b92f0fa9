// locator-case: the layout pass leaves a 1-point divider between the columns, so the secondary starts one point right of the primary column and is one point narrower
// batch: 6
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

    /// A hairline between the two columns.
    private let divider: CGFloat = 1  // locate-here

    private var isWide: Bool { traitCollection.horizontalSizeClass == .regular }
    /// Set from willTransition(to:with:) until the new traits are in place.
    private var upcomingWide: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeSecondary(wide: isWide)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let wide = newCollection.horizontalSizeClass == .regular
        upcomingWide = wide
        coordinator.animate(alongsideTransition: { _ in
            self.placeSecondary(wide: wide)
        }, completion: { _ in
            self.upcomingWide = nil
        })
    }

    /// In or out of the hierarchy: the secondary hears its appearance either way.
    private func placeSecondary(wide: Bool) {
        if wide {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard upcomingWide ?? isWide else { return parentSize }
        let column = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: column, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - column, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let column = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: column, height: bounds.height)
        secondary.view.frame = CGRect(x: column + divider, y: 0,  // locate-here
                                      width: bounds.width - column - divider, height: bounds.height)  // locate-here
    }
}
