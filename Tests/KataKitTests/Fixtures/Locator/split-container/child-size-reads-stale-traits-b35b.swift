// locator-case: size(forChildContentContainer:) decides on traitCollection, which still holds the old class while UIKit forwards the new size, so on compact->regular the primary hears the whole size; decide on the class announced in willTransition(to:with:) (a flag set there)
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        arrange(regular: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in
            self.arrange(regular: regular)
        })
    }

    /// The secondary's view is in the hierarchy only in regular width.
    private func arrange(regular: Bool) {
        if regular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard traitCollection.horizontalSizeClass == .regular else { return parentSize } // locate-here
        let width = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: width, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if secondary.viewIfLoaded?.superview === view {
            let width = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
