// locator-case: With no layout pass, the learner re-lays out the columns from viewWillTransition(to:with:) but passes view.bounds.size, which still holds the old size there, instead of the size parameter (the classic 'bounds are not updated yet in viewWillTransition' Stack Overflow question).
// batch: 12
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

    /// Whether the secondary column is on screen, decided as soon as UIKit announces the class.
    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        twoColumns = traitCollection.horizontalSizeClass == .regular
        setSecondaryVisible(twoColumns)
        layoutColumns(in: view.bounds.size)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        twoColumns = regular
        coordinator.animate(alongsideTransition: { _ in
            self.setSecondaryVisible(regular)
        })
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        layoutColumns(in: view.bounds.size) // locate-here
    }

    private func setSecondaryVisible(_ visible: Bool) {
        if visible {
            view.addSubview(secondary.view)
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
    }

    private func layoutColumns(in size: CGSize) {
        guard twoColumns else {
            primary.view.frame = CGRect(origin: .zero, size: size)
            return
        }
        let left = primaryWidth(for: size)
        primary.view.frame = CGRect(x: 0, y: 0, width: left, height: size.height)
        secondary.view.frame = CGRect(x: left, y: 0, width: size.width - left, height: size.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let left = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: left, height: parentSize.height)
            : CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
