// locator-case: The learner's viewDidLayoutSubviews override sets both columns' frames but never calls super.viewDidLayoutSubviews(); every override must call super.
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

    private var wantsTwoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(traitCollection.horizontalSizeClass)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        wantsTwoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in
            self.apply(newCollection.horizontalSizeClass)
        }, completion: nil)
    }

    private func apply(_ sizeClass: UIUserInterfaceSizeClass) {
        wantsTwoColumns = sizeClass == .regular
        if wantsTwoColumns {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else if secondary.isViewLoaded {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() { // locate-here
        let full = view.bounds // locate-here
        if secondary.viewIfLoaded?.superview === view {
            let left = primaryWidth(for: full.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: left, height: full.height)
            secondary.view.frame = CGRect(x: left, y: 0, width: full.width - left, height: full.height)
        } else {
            primary.view.frame = full
        }
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if !wantsTwoColumns { return parentSize }
        let left = primaryWidth(for: parentSize)
        let width = container === primary ? left : parentSize.width - left
        return CGSize(width: width, height: parentSize.height)
    }
}
