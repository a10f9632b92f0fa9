// locator-case: willTransition(to:with:) is overridden without calling super, so the children never hear the trait change; add super.willTransition(to: newCollection, with: coordinator) first
// batch: 32
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

    // TODO: lay the children out for the horizontal size class, and follow its changes (README.md).
    private var showsSecondary = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setSecondaryVisible(traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) { // locate-here
        let regular = newCollection.horizontalSizeClass == .regular // locate-here
        showsSecondary = regular
        coordinator.animate(alongsideTransition: { _ in
            self.setSecondaryVisible(regular)
        }, completion: nil)
    }

    private func setSecondaryVisible(_ visible: Bool) {
        showsSecondary = visible
        if visible {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard showsSecondary else {
            primary.view.frame = bounds
            return
        }
        let width = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsSecondary else { return parentSize }
        let width = primaryWidth(for: parentSize)
        if container === primary { return CGSize(width: width, height: parentSize.height) }
        return CGSize(width: parentSize.width - width, height: parentSize.height)
    }
}
