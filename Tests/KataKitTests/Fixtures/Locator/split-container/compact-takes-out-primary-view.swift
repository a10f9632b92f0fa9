// locator-case: In compact width the learner's column helper takes primary's view out of the hierarchy instead of secondary's, so the phone shows the secondary alone; remove secondary.view.
// batch: 14
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
    private var pendingClass: UIUserInterfaceSizeClass?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        arrangeColumns(regular: isRegular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        pendingClass = newCollection.horizontalSizeClass
        let regular = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.arrangeColumns(regular: regular)
        }, completion: { [weak self] _ in
            self?.pendingClass = nil
        })
    }

    /// Two columns in regular width; in compact only one view stays in the hierarchy.
    private func arrangeColumns(regular: Bool) {
        switch regular {
        case true:
            if secondary.view.superview == nil {
                view.addSubview(secondary.view)
            }
        case false:
            primary.viewIfLoaded?.removeFromSuperview() // locate-here
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if secondary.viewIfLoaded?.superview != nil {
            let split = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: split, height: bounds.height)
            secondary.view.frame = CGRect(x: split, y: 0, width: bounds.width - split, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let regular = (pendingClass ?? traitCollection.horizontalSizeClass) == .regular
        guard regular else { return parentSize }
        let split = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: split, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - split, height: parentSize.height)
    }
}
