// locator-case: in two columns the secondary's frame starts at the primary's width but is given the container's whole width, so it runs off the right edge; its width must be bounds.width - width
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

    private var columns = 1

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setColumns(for: traitCollection)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.setColumns(for: newCollection) })
        columns = newCollection.horizontalSizeClass == .regular ? 2 : 1
    }

    private func setColumns(for traits: UITraitCollection) {
        columns = traits.horizontalSizeClass == .regular ? 2 : 1
        if columns == 2 {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard columns == 2 else { return parentSize }
        let width = primaryWidth(for: parentSize)
        switch container {
        case let child as UIViewController where child === primary:
            return CGSize(width: width, height: parentSize.height)
        default:
            return CGSize(width: parentSize.width - width, height: parentSize.height)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        switch columns {
        case 2:
            let width = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width, height: bounds.height) // locate-here
        default:
            primary.view.frame = bounds
        }
    }
}
