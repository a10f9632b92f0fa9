// locator-case: gives the secondary column twice the primary's width instead of the rest of the bounds, which is wrong whenever the width is not a multiple of three
// batch: 9
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
    private var showsBoth = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        arrange(for: traitCollection)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        showsBoth = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.arrange(for: newCollection) })
    }

    private func arrange(for traits: UITraitCollection) {
        showsBoth = traits.horizontalSizeClass == .regular
        switch traits.horizontalSizeClass {
        case .regular:
            if secondary.viewIfLoaded?.superview !== view { view.addSubview(secondary.view) }
        default:
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsBoth else { return parentSize }
        let width = primaryWidth(for: parentSize)
        return CGSize(width: container === primary ? width : parentSize.width - width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let column = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: column, height: bounds.height)
        secondary.view.frame = CGRect(x: column, y: 0, width: column * 2, height: bounds.height) // locate-here
    }
}
