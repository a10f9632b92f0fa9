// locator-case: the secondary column's left edge is computed as the width minus the primary column (two thirds across) instead of the primary column's width, several lines before the frame uses it; secondaryX should be primaryWidth(for: bounds.size).
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

    /// The size class UIKit announced last; nil until the first announcement.
    private var announced: UIUserInterfaceSizeClass?

    private var regular: Bool {
        (announced ?? traitCollection.horizontalSizeClass) == .regular
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        announced = newCollection.horizontalSizeClass
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.placeSecondary() })
    }

    private func placeSecondary() {
        switch regular {
        case true:
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        case false:
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let leftWidth = primaryWidth(for: bounds.size)
        let secondaryX = bounds.width - leftWidth // locate-here
        let rightWidth = bounds.width - leftWidth
        if secondary.viewIfLoaded?.superview == nil {
            primary.view.frame = bounds
            return
        }
        primary.view.frame = CGRect(x: 0, y: 0, width: leftWidth, height: bounds.height)
        secondary.view.frame = CGRect(x: secondaryX, y: 0, width: rightWidth, height: bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard regular else { return parentSize }
        let left = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: left, height: parentSize.height)
            : CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
