// locator-case: the secondary's view is added back only when it is already shown (inverted test), so compact → regular never brings it back; the learner should add it when it is not shown.
// batch: 13
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

    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        twoColumns = traitCollection.horizontalSizeClass == .regular
        updateSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        twoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.updateSecondary()
        })
    }

    private func updateSecondary() {
        let isShown = secondary.viewIfLoaded?.superview === view
        if twoColumns {
            if isShown { view.addSubview(secondary.view) } // locate-here
        } else if isShown {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let primaryColumn = primaryWidth(for: parentSize)
        let width = container === primary ? primaryColumn : parentSize.width - primaryColumn
        return CGSize(width: width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard twoColumns else {
            primary.view.frame = bounds
            return
        }
        let primaryColumn = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: primaryColumn, height: bounds.height)
        secondary.view.frame = CGRect(x: primaryColumn, y: 0, width: bounds.width - primaryColumn, height: bounds.height)
    }
}
