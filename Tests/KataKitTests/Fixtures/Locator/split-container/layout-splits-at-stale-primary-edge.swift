// locator-case: In the layout pass the learner reads the split point from primary.view.frame before giving primary its new frame, so a size change within regular width lays the secondary out at the old edge; compute the split from primaryWidth(for: bounds.size).
// batch: 15
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(regular: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        wantsTwoColumns = regular
        coordinator.animate(alongsideTransition: { _ in
            self.apply(regular: regular)
        }, completion: nil)
    }

    private func apply(regular: Bool) {
        wantsTwoColumns = regular
        if regular {
            if secondary.view.superview !== view { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds
        if wantsTwoColumns {
            let split = primary.view.frame.maxX // locate-here
            primary.view.frame = CGRect(x: 0, y: 0, width: primaryWidth(for: area.size), height: area.height)
            secondary.view.frame = CGRect(x: split, y: 0, width: area.width - split, height: area.height)
        } else {
            primary.view.frame = area
        }
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        if !wantsTwoColumns { return parentSize }
        let left = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: left, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - left, height: parentSize.height)
    }
}
