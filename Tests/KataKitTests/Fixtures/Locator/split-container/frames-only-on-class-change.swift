// locator-case: the frames are set only when the size class changes (and on appearing), with no layout pass, so a size change within regular width keeps the old columns
// batch: 6
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A split container: in regular width the primary column on the left and the secondary beside
/// it; in compact width the primary alone. Read README.md next to this file.
final class ContainerViewController: UIViewController {  // locate-here
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

    private var showsBoth = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showsBoth = traitCollection.horizontalSizeClass == .regular
        arrange()
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        showsBoth = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.arrange() })
    }

    /// Puts the secondary in or takes it out, and sets both frames for the current bounds.
    private func arrange() {
        let bounds = view.bounds
        if showsBoth {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
            let left = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: left, height: bounds.height)
            secondary.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
            primary.view.frame = bounds
        }
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsBoth else { return parentSize }
        let left = primaryWidth(for: parentSize)
        return CGSize(width: container === primary ? left : parentSize.width - left, height: parentSize.height)
    }
}
