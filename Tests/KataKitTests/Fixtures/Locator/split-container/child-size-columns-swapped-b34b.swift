// locator-case: size(forChildContentContainer:) tests container === secondary but hands it the primary's column width (and the primary the rest); it should be container === primary ? primaryColumn : parentSize.width - primaryColumn
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        show(twoColumns: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        upcomingClass = newCollection.horizontalSizeClass
        coordinator.animate(alongsideTransition: { _ in
            self.show(twoColumns: newCollection.horizontalSizeClass == .regular)
        }, completion: { _ in
            self.upcomingClass = nil
        })
    }

    /// The class announced by willTransition until it is in place.
    private var upcomingClass: UIUserInterfaceSizeClass?

    private var isRegular: Bool {
        (upcomingClass ?? traitCollection.horizontalSizeClass) == .regular
    }

    private func show(twoColumns: Bool) {
        if twoColumns {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isRegular else { return parentSize }
        let primaryColumn = primaryWidth(for: parentSize)
        let columnWidth = container === secondary ? primaryColumn : parentSize.width - primaryColumn // locate-here
        return CGSize(width: columnWidth, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let width = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }
}
