// locator-case: size(forChildContentContainer:) gives the secondary the primary column width too; the secondary gets parentSize.width - width
// batch: 27
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

    private var isRegular = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isRegular = traitCollection.horizontalSizeClass == .regular
        updateSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        isRegular = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.updateSecondary() })
    }

    private func updateSecondary() {
        if isRegular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isRegular else { return parentSize }
        let columnWidth = primaryWidth(for: parentSize)
        switch container {
        case let child as UIViewController where child === primary:
            return CGSize(width: columnWidth, height: parentSize.height)
        default:
            return CGSize(width: columnWidth, height: parentSize.height) // locate-here
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let columnWidth = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: columnWidth, height: bounds.height)
        secondary.view.frame = CGRect(x: columnWidth, y: 0, width: bounds.width - columnWidth, height: bounds.height)
    }
}
