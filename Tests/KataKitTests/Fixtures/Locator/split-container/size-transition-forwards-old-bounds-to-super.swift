// locator-case: The learner's viewWillTransition(to:with:) override calls super with view.bounds.size (the old size) instead of the new size, so the children are told the old sizes; pass size to super.
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

    private var columns = 1

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setColumns(for: traitCollection)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        columns = newCollection.horizontalSizeClass == .regular ? 2 : 1
        coordinator.animate(alongsideTransition: { _ in
            self.setColumns(for: newCollection)
        })
    }

    override func viewWillTransition(to size: CGSize,
                                     with coordinator: UIViewControllerTransitionCoordinator) {
        // remember the size so the columns can be computed for it
        let target = size
        super.viewWillTransition(to: view.bounds.size, with: coordinator) // locate-here
        coordinator.animate(alongsideTransition: { _ in
            self.layOut(in: CGRect(origin: .zero, size: target))
        })
    }

    private func setColumns(for traits: UITraitCollection) {
        columns = traits.horizontalSizeClass == .regular ? 2 : 1
        if columns == 2 {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard columns == 2 else { return parentSize }
        let first = primaryWidth(for: parentSize)
        let width = container === primary ? first : parentSize.width - first
        return CGSize(width: width, height: parentSize.height)
    }

    private func layOut(in bounds: CGRect) {
        if secondary.viewIfLoaded?.superview == nil {
            primary.view.frame = bounds
            return
        }
        let first = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: first, height: bounds.height)
        secondary.view.frame = CGRect(x: first, y: 0, width: bounds.width - first, height: bounds.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOut(in: view.bounds)
    }
}
