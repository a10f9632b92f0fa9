// locator-case: on a size-class change the learner updates the column flag and asks for a layout alongside the transition, but never adds or removes the secondary's view there, so compact to regular never brings the secondary back (and regular to compact never takes it out)
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

    private var regularWidth = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        regularWidth = traitCollection.horizontalSizeClass == .regular
        updateSecondaryPresence()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        regularWidth = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in // locate-here
            self.view.setNeedsLayout() // locate-here
        }, completion: nil)
    }

    /// The secondary's view is in the hierarchy exactly in regular width; it stays a child either way.
    private func updateSecondaryPresence() {
        if regularWidth {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        if regularWidth {
            let columnWidth = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: columnWidth, height: bounds.height)
            secondary.view.frame = CGRect(x: columnWidth, y: 0, width: bounds.width - columnWidth, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard regularWidth else { return parentSize }
        let columnWidth = primaryWidth(for: parentSize)
        let width = container === primary ? columnWidth : parentSize.width - columnWidth
        return CGSize(width: width, height: parentSize.height)
    }
}
