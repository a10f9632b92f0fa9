// locator-case: the viewDidLayoutSubviews override lays the columns out but never calls super.viewDidLayoutSubviews(); add the super call at the top.
// batch: 19
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

    /// Set as soon as UIKit announces the new size class.
    private var wantsTwoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wantsTwoColumns = traitCollection.horizontalSizeClass == .regular
        placeSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        wantsTwoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.placeSecondary() })
    }

    private func placeSecondary() {
        if !wantsTwoColumns {
            secondary.viewIfLoaded?.removeFromSuperview()
        } else if secondary.view.superview !== view {
            view.addSubview(secondary.view)
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() { // locate-here
        let bounds = view.bounds // locate-here
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let left = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: left, height: bounds.height)
        secondary.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard wantsTwoColumns else { return parentSize }
        let left = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: left, height: parentSize.height)
            : CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
