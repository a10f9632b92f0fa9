// locator-case: the column change is done in the coordinator's completion, after the size-class animation, instead of alongside it; pass the block as animate(alongsideTransition:) rather than completion:
// batch: 35
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

    private var regularWidth = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        regularWidth = traitCollection.horizontalSizeClass == .regular
        showSecondary(regularWidth)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        regularWidth = newCollection.horizontalSizeClass == .regular
        let show = regularWidth
        coordinator.animate(alongsideTransition: nil, completion: { _ in self.showSecondary(show) }) // locate-here
    }

    private func showSecondary(_ show: Bool) {
        let isShown = secondary.viewIfLoaded?.superview != nil
        guard show != isShown else {
            view.setNeedsLayout()
            return
        }
        if show {
            view.addSubview(secondary.view)
        } else {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if !regularWidth { return parentSize }
        let width = primaryWidth(for: parentSize)
        if container === primary { return CGSize(width: width, height: parentSize.height) }
        return CGSize(width: parentSize.width - width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if secondary.viewIfLoaded?.superview === view {
            let width = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
