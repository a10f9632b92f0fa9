// locator-case: The learner lays the columns out in a loop but adds each column's width to x before using it as that column's origin, so every column is shifted right by its own width; advance x after setting the frame.
// batch: 17
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

    private var wantsTwoColumns = false

    /// The children whose views are on screen, left to right.
    private var visibleColumns: [UIViewController] {
        wantsTwoColumns ? [primary, secondary] : [primary]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applySizeClass(traitCollection.horizontalSizeClass)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let newClass = newCollection.horizontalSizeClass
        wantsTwoColumns = newClass == .regular // size(forChildContentContainer:) asks before the animation
        coordinator.animate(alongsideTransition: { _ in
            self.applySizeClass(newClass)
        }, completion: nil)
    }

    private func applySizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        wantsTwoColumns = sizeClass == .regular
        if wantsTwoColumns {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        if !wantsTwoColumns { return parentSize }
        let left = primaryWidth(for: parentSize)
        let width = container === primary ? left : parentSize.width - left
        return CGSize(width: width, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let widths = wantsTwoColumns
            ? [primaryWidth(for: bounds.size), bounds.width - primaryWidth(for: bounds.size)]
            : [bounds.width]
        var x: CGFloat = 0
        for (column, width) in zip(visibleColumns, widths) {
            x += width // locate-here
            column.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }
}
