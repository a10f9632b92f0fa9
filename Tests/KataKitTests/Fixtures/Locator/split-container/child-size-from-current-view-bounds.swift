// locator-case: size(forChildContentContainer:withParentContainerSize:) computes the column width from view.bounds (the old size) instead of the parentSize UIKit passes in, so children hear the wrong width for the new size; use primaryWidth(for: parentSize).
// batch: 19
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
        applySizeClass(traitCollection.horizontalSizeClass)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        regularWidth = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in
            self.applySizeClass(newCollection.horizontalSizeClass)
        }, completion: nil)
    }

    private func applySizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        regularWidth = sizeClass == .regular
        if regularWidth {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = view.bounds.size
        guard regularWidth else {
            primary.view.frame = CGRect(origin: .zero, size: size)
            return
        }
        let left = primaryWidth(for: size)
        primary.view.frame = CGRect(x: 0, y: 0, width: left, height: size.height)
        secondary.view.frame = CGRect(x: left, y: 0, width: size.width - left, height: size.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard regularWidth else { return parentSize }
        let left = primaryWidth(for: view.bounds.size) // locate-here
        if container === primary {
            return CGSize(width: left, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
