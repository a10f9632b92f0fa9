// locator-case: the columnFrames(in:) helper splits at bounds.width / 3 instead of primaryWidth(for:) (which rounds down), so in regular width both columns are off by a fraction of a point; use primaryWidth(for: bounds.size).
// batch: 19
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

    private var isRegular = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isRegular = traitCollection.horizontalSizeClass == .regular
        updateSecondary()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        isRegular = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in
            self.updateSecondary()
        }, completion: nil)
    }

    private func updateSecondary() {
        if isRegular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let frames = columnFrames(in: view.bounds)
        primary.view.frame = frames.primary
        if let secondaryFrame = frames.secondary {
            secondary.view.frame = secondaryFrame
        }
    }

    /// Where the columns go: two of them in regular width, the primary alone otherwise.
    private func columnFrames(in bounds: CGRect) -> (primary: CGRect, secondary: CGRect?) {
        guard isRegular else { return (bounds, nil) }
        let split = bounds.width / 3 // locate-here
        return (CGRect(x: 0, y: 0, width: split, height: bounds.height),
                CGRect(x: split, y: 0, width: bounds.width - split, height: bounds.height))
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isRegular else { return parentSize }
        let width = primaryWidth(for: parentSize)
        if container === primary {
            return CGSize(width: width, height: parentSize.height)
        }
        return CGSize(width: parentSize.width - width, height: parentSize.height)
    }
}
