// locator-case: size(forChildContentContainer:) gives the primary the secondary's width and the other way round
// batch: 3
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

    /// True while two columns are shown; set as soon as UIKit announces a new size class.
    private var showsTwoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showsTwoColumns = traitCollection.horizontalSizeClass == .regular
        updateColumns()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        showsTwoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.updateColumns() })
    }

    private func updateColumns() {
        switch (showsTwoColumns, secondary.viewIfLoaded?.superview === view) {
        case (true, false):
            view.addSubview(secondary.view)
        case (false, true):
            secondary.view.removeFromSuperview()
        default:
            break
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsTwoColumns else { return parentSize }
        let narrow = primaryWidth(for: parentSize)
        let wide = parentSize.width - narrow
        let width = container === primary ? wide : narrow  // locate-here
        return CGSize(width: width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let narrow = primaryWidth(for: bounds.size)
        if showsTwoColumns {
            primary.view.frame = CGRect(x: 0, y: 0, width: narrow, height: bounds.height)
            secondary.view.frame = CGRect(x: narrow, y: 0, width: bounds.width - narrow, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
