// locator-case: size(forChildContentContainer:) gives the primary a height equal to the parent's width; the learner should use parentSize.height.
// batch: 13
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

    private var isSplit = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(split: traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let split = newCollection.horizontalSizeClass == .regular
        isSplit = split
        coordinator.animate(alongsideTransition: { _ in
            self.apply(split: split)
        })
    }

    private func apply(split: Bool) {
        isSplit = split
        if split {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if !isSplit { return parentSize }
        let left = primaryWidth(for: parentSize)
        switch container {
        case let child as UIViewController where child === primary:
            return CGSize(width: left, height: parentSize.width) // locate-here
        default:
            return CGSize(width: parentSize.width - left, height: parentSize.height)
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        if isSplit {
            let left = primaryWidth(for: bounds.size)
            primary.view.frame = CGRect(x: 0, y: 0, width: left, height: bounds.height)
            secondary.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
        } else {
            primary.view.frame = bounds
        }
    }
}
