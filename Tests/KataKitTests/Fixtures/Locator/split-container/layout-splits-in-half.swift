// locator-case: the layout pass splits the width in half instead of giving the primary primaryWidth(for:)
// batch: 4
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
    /// The class UIKit announced, until the new traits are in place.
    private var announcedClass: UIUserInterfaceSizeClass?
    private var isRegular: Bool { (announcedClass ?? traitCollection.horizontalSizeClass) == .regular }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        arrange()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        announcedClass = newCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        announcedClass = nil
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            arrange()
        }
    }

    /// Two columns in regular width, the primary alone in compact width.
    private func arrange() {
        switch isRegular {
        case true:
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        case false:
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isRegular else { return parentSize }
        let width = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: width, height: parentSize.height)
            : CGSize(width: parentSize.width - width, height: parentSize.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.window != nil else {
            primary.view.frame = bounds
            return
        }
        let column = bounds.width / 2  // locate-here
        primary.view.frame = CGRect(x: 0, y: 0, width: column, height: bounds.height)
        secondary.view.frame = CGRect(x: column, y: 0, width: bounds.width - column, height: bounds.height)
    }
}
