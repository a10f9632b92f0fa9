// locator-case: The learner re-arranges the columns in the transition coordinator's completion block (animate(alongsideTransition: nil, completion:)) instead of alongside, so the secondary comes and goes only after the size-class animation and its layout pass are over.
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

    private var showsSecondary = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(traitCollection)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        showsSecondary = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: nil, completion: { _ in // locate-here
            self.apply(newCollection)
        })
    }

    /// Puts the secondary's view in or takes it out for `traits`, then asks for a layout pass.
    private func apply(_ traits: UITraitCollection) {
        showsSecondary = traits.horizontalSizeClass == .regular
        let isShown = secondary.viewIfLoaded?.superview != nil
        if showsSecondary && !isShown {
            view.addSubview(secondary.view)
        } else if !showsSecondary && isShown {
            secondary.view.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let inTwo = secondary.viewIfLoaded?.superview === view
        let width = inTwo ? primaryWidth(for: bounds.size) : bounds.width
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        if inTwo {
            secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
        }
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard showsSecondary else { return parentSize }
        let width = primaryWidth(for: parentSize)
        let isPrimary = container === primary
        return CGSize(width: isPrimary ? width : parentSize.width - width, height: parentSize.height)
    }
}
