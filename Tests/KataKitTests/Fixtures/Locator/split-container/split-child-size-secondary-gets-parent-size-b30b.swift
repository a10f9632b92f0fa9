// locator-case: size(forChildContentContainer:) answers the primary's column but hands the secondary the whole parentSize; in two columns it should get parentSize.width - primaryWidth
// batch: 30
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

    private var showsSecondary: Bool {
        secondary.viewIfLoaded?.superview === view
    }
    private var announcedRegular: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        show(secondaryColumn: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        announcedRegular = regular
        coordinator.animate(alongsideTransition: { _ in
            self.show(secondaryColumn: regular)
        }, completion: { _ in
            self.announcedRegular = nil
        })
    }

    private func show(secondaryColumn: Bool) {
        if secondaryColumn {
            if !showsSecondary { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let regular = announcedRegular ?? (traitCollection.horizontalSizeClass == .regular)
        guard regular, container === primary else { return parentSize } // locate-here
        return CGSize(width: primaryWidth(for: parentSize), height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview != nil else {
            primary.view.frame = bounds
            return
        }
        let width = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }
}
