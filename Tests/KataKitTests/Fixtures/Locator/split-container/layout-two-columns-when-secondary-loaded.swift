// locator-case: the learner's layout decides between one and two columns by whether the secondary's view is loaded, which is always true, so in compact width the primary is squeezed into a third of the screen
// batch: 11
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

    /// The class announced by willTransition(to:with:) until traitCollectionDidChange(_:) arrives.
    private var pendingClass: UIUserInterfaceSizeClass?
    private var isRegular: Bool {
        (pendingClass ?? traitCollection.horizontalSizeClass) == .regular
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        pendingClass = newCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        pendingClass = nil
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        placeSecondary()
    }

    private func placeSecondary() {
        if isRegular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let showsBoth = secondary.isViewLoaded // locate-here
        let bounds = view.bounds
        guard showsBoth else {
            primary.view.frame = bounds
            return
        }
        let left = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: left, height: bounds.height)
        secondary.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isRegular else { return parentSize }
        let left = primaryWidth(for: parentSize)
        if container === primary { return CGSize(width: left, height: parentSize.height) }
        return CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
