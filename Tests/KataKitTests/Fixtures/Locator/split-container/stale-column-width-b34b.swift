// locator-case: the layout pass uses columnWidth, computed once in viewWillAppear, so after a size change the primary keeps its old width; compute it from the current bounds: let width = primaryWidth(for: bounds.size)
// batch: 34
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

    /// Width of the primary column in two columns, worked out when the container appears.
    private var columnWidth: CGFloat = 0
    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        columnWidth = primaryWidth(for: view.bounds.size)
        setTwoColumns(traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        twoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in
            self.setTwoColumns(newCollection.horizontalSizeClass == .regular)
        })
    }

    private func setTwoColumns(_ regular: Bool) {
        twoColumns = regular
        if regular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let width = primaryWidth(for: parentSize)
        if container === primary { return CGSize(width: width, height: parentSize.height) }
        return CGSize(width: parentSize.width - width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard twoColumns, secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let width = columnWidth // locate-here
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }
}
