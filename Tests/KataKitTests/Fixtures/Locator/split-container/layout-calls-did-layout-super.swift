// locator-case: the learner's viewWillLayoutSubviews override calls super.viewDidLayoutSubviews() (copy-paste) instead of super.viewWillLayoutSubviews(); call the matching super.
// batch: 18
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

    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(regular: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        twoColumns = regular
        coordinator.animate(alongsideTransition: { _ in
            self.apply(regular: regular)
        }, completion: nil)
    }

    /// Secondary's view in the hierarchy exactly when there are two columns.
    private func apply(regular: Bool) {
        twoColumns = regular
        if regular {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if !twoColumns { return parentSize }
        let left = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: left, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - left, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewDidLayoutSubviews() // locate-here
        let b = view.bounds
        if twoColumns {
            let left = primaryWidth(for: b.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: left, height: b.height)
            secondary.view.frame = CGRect(x: left, y: 0, width: b.width - left, height: b.height)
        } else {
            primary.view.frame = b
        }
    }
}
