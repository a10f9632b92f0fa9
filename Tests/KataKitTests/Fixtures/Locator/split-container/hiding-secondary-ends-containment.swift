// locator-case: taking the secondary column out also ends its containment (willMove nil, removeFromParent), and bringing it back adds it as a child again
// batch: 5
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

    private var isTwoColumns: Bool = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setTwoColumns(traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let twoColumns = newCollection.horizontalSizeClass == .regular
        isTwoColumns = twoColumns
        coordinator.animate(alongsideTransition: { _ in
            self.setTwoColumns(twoColumns)
        })
    }

    private func setTwoColumns(_ twoColumns: Bool) {
        isTwoColumns = twoColumns
        if twoColumns {
            guard secondary.viewIfLoaded?.superview == nil else { return view.setNeedsLayout() }
            addChild(secondary)  // locate-here
            view.addSubview(secondary.view)
            secondary.didMove(toParent: self)  // locate-here
        } else {
            secondary.willMove(toParent: nil)  // locate-here
            secondary.viewIfLoaded?.removeFromSuperview()
            secondary.removeFromParent()  // locate-here
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        switch (isTwoColumns, container === primary) {
        case (false, _):
            return parentSize
        case (true, true):
            return CGSize(width: primaryWidth(for: parentSize), height: parentSize.height)
        case (true, false):
            return CGSize(width: parentSize.width - primaryWidth(for: parentSize), height: parentSize.height)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
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
