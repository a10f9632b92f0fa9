// locator-case: the layout pass returns early when the secondary is not in the hierarchy, so in compact width the primary is never given the full bounds (it keeps its one-third column after regular → compact); set primary.view.frame = bounds in that case instead of returning.
// batch: 16
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
        applyColumns(regular: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        twoColumns = regular
        coordinator.animate(alongsideTransition: { _ in
            self.applyColumns(regular: regular)
        }, completion: nil)
    }

    private func applyColumns(regular: Bool) {
        twoColumns = regular
        if regular {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard secondary.viewIfLoaded?.superview === view else { return } // locate-here
        let bounds = view.bounds
        let column = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: column, height: bounds.height)
        secondary.view.frame = CGRect(x: column, y: 0, width: bounds.width - column, height: bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if !twoColumns { return parentSize }
        let column = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: column, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - column, height: parentSize.height)
    }
}
