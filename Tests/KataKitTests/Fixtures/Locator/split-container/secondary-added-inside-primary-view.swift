// locator-case: in regular width the secondary's view is added into the primary's view instead of the container's view; the learner should add it to view.
// batch: 13
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

    private var regular: Bool { traitCollection.horizontalSizeClass == .regular }
    private var pendingRegular: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showColumns(regular: regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let wide = newCollection.horizontalSizeClass == .regular
        pendingRegular = wide
        coordinator.animate(alongsideTransition: { _ in
            self.showColumns(regular: wide)
        }, completion: { _ in
            self.pendingRegular = nil
        })
    }

    /// Puts the secondary column in or takes it out.
    private func showColumns(regular: Bool) {
        if regular {
            guard secondary.view.superview == nil else { return }
            primary.view.addSubview(secondary.view) // locate-here
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard pendingRegular ?? regular else { return parentSize }
        let first = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: first, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - first, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        if secondary.viewIfLoaded?.superview != nil {
            let first = primaryWidth(for: b.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: first, height: b.height)
            secondary.view.frame = CGRect(x: first, y: 0, width: b.width - first, height: b.height)
        } else {
            primary.view.frame = b
        }
    }
}
