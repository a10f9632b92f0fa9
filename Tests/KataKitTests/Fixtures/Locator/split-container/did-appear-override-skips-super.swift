// locator-case: the learner adds a viewDidAppear override to ask for a layout pass but forgets to call super.viewDidAppear(animated); call super first.
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

    private var wide = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wide = traitCollection.horizontalSizeClass == .regular
        if !wide { secondary.viewIfLoaded?.removeFromSuperview() }
    }

    override func viewDidAppear(_ animated: Bool) { // locate-here
        view.setNeedsLayout() // locate-here
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        wide = newCollection.horizontalSizeClass == .regular
        let showSecondary = wide
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            if showSecondary {
                self.view.addSubview(self.secondary.view)
            } else {
                self.secondary.viewIfLoaded?.removeFromSuperview()
            }
            self.view.setNeedsLayout()
        })
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard wide else { return parentSize }
        let primaryColumn = primaryWidth(for: parentSize)
        switch container {
        case let child as UIViewController where child === primary:
            return CGSize(width: primaryColumn, height: parentSize.height)
        default:
            return CGSize(width: parentSize.width - primaryColumn, height: parentSize.height)
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if secondary.viewIfLoaded?.superview === view {
            let primaryColumn = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: primaryColumn, height: bounds.height)
            secondary.view.frame = CGRect(x: primaryColumn, y: 0, width: bounds.width - primaryColumn, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
