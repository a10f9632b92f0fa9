// locator-case: in compact width the secondary's view is only hidden (isHidden) and stays in the hierarchy, so it never disappears for UIKit; take it out with removeFromSuperview() and add it back in regular
// batch: 31
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

    private var regular = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(regular: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let becomesRegular = newCollection.horizontalSizeClass == .regular
        regular = becomesRegular
        coordinator.animate(alongsideTransition: { _ in
            self.apply(regular: becomesRegular)
        }, completion: nil)
    }

    private func apply(regular: Bool) {
        self.regular = regular
        secondary.view.isHidden = !regular // locate-here
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard regular else {
            primary.view.frame = view.bounds
            return
        }
        let columns = view.bounds.divided(atDistance: primaryWidth(for: view.bounds.size), from: .minXEdge)
        primary.view.frame = columns.slice
        secondary.view.frame = columns.remainder
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard regular else { return parentSize }
        let primaryColumn = primaryWidth(for: parentSize)
        let width = container === primary ? primaryColumn : parentSize.width - primaryColumn
        return CGSize(width: width, height: parentSize.height)
    }
}
