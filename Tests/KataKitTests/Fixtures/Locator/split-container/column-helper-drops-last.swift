// locator-case: the column helper loops over children.dropLast() instead of dropFirst(), so it takes the primary out and leaves the secondary in
// batch: 6
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

    /// True while two columns show; set as soon as UIKit announces a new size class.
    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        twoColumns = traitCollection.horizontalSizeClass == .regular
        setSecondaryColumns(visible: twoColumns)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        twoColumns = newCollection.horizontalSizeClass == .regular
        let visible = twoColumns
        coordinator.animate(alongsideTransition: { _ in
            self.setSecondaryColumns(visible: visible)
        })
    }

    /// Every column after the first comes and goes with the size class.
    private func setSecondaryColumns(visible: Bool) {
        for column in children.dropLast() {  // locate-here
            if visible {
                view.addSubview(column.view)
            } else {
                column.viewIfLoaded?.removeFromSuperview()
            }
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let left = primaryWidth(for: parentSize)
        let width = container === primary ? left : parentSize.width - left
        return CGSize(width: width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if secondary.viewIfLoaded?.superview === view {
            let left = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: left, height: bounds.height)
            secondary.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
