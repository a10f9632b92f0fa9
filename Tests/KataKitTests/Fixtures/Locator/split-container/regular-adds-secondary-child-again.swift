// locator-case: when the width becomes regular the learner calls addChild(secondary) again before putting its view back, although it never stopped being a child, so UIKit takes it out and re-adds it and it hears the containment calls again
// batch: 11
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

    private var twoColumns = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        twoColumns = traitCollection.horizontalSizeClass == .regular
        showSecondary(twoColumns)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        twoColumns = regular
        coordinator.animate(alongsideTransition: { _ in
            self.showSecondary(regular)
        }, completion: nil)
    }

    private func showSecondary(_ show: Bool) {
        guard show else {
            secondary.viewIfLoaded?.removeFromSuperview()
            view.setNeedsLayout()
            return
        }
        guard secondary.view.superview == nil else { return }
        addChild(secondary) // locate-here
        view.addSubview(secondary.view)
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard twoColumns else {
            primary.view.frame = bounds
            return
        }
        let (left, right) = bounds.divided(atDistance: primaryWidth(for: bounds.size), from: .minXEdge)
        primary.view.frame = left
        secondary.view.frame = right
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let width = primaryWidth(for: parentSize)
        return container === primary
            ? CGSize(width: width, height: parentSize.height)
            : CGSize(width: parentSize.width - width, height: parentSize.height)
    }
}
