// locator-case: When going compact the learner both removes the secondary's view and calls begin/endAppearanceTransition(false) on it by hand, so it hears viewWillDisappear/viewDidDisappear twice; drop the manual appearance calls, removeFromSuperview already sends them.
// batch: 15
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

    private var isSplit = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutColumns(for: traitCollection.horizontalSizeClass)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        isSplit = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            self.layoutColumns(for: newCollection.horizontalSizeClass)
        })
    }

    private func layoutColumns(for sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .regular:
            isSplit = true
            if secondary.view.superview == nil {
                view.addSubview(secondary.view)
            }
        default:
            isSplit = false
            if let column = secondary.viewIfLoaded, column.superview != nil {
                secondary.beginAppearanceTransition(false, animated: true) // locate-here
                column.removeFromSuperview()
                secondary.endAppearanceTransition() // locate-here
            }
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard isSplit else {
            primary.view.frame = view.bounds
            return
        }
        let first = primaryWidth(for: view.bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: first, height: view.bounds.height)
        secondary.view.frame = CGRect(x: first, y: 0,
                                      width: view.bounds.width - first, height: view.bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isSplit else { return parentSize }
        let first = primaryWidth(for: parentSize)
        switch container {
        case let child as UIViewController where child === primary:
            return CGSize(width: first, height: parentSize.height)
        default:
            return CGSize(width: parentSize.width - first, height: parentSize.height)
        }
    }
}
