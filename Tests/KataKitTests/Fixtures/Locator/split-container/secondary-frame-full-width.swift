// locator-case: in two columns the secondary view is as wide as the whole container, running off the right edge
// batch: 3
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

    private var isRegular: Bool { traitCollection.horizontalSizeClass == .regular }
    private var announcedRegular: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showSecondary(isRegular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        announcedRegular = newCollection.horizontalSizeClass == .regular
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        announcedRegular = nil
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        showSecondary(isRegular)
    }

    private func showSecondary(_ show: Bool) {
        if show {
            view.addSubview(secondary.view)
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard announcedRegular ?? isRegular else { return parentSize }
        let primaryColumn = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: primaryColumn, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - primaryColumn, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.window != nil else {
            primary.view.frame = bounds
            return
        }
        let column = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: column, height: bounds.height)
        secondary.view.frame = CGRect(x: column, y: 0, width: bounds.width, height: bounds.height)  // locate-here
    }
}
