import UIKitSim

/// What the split-container grader needs from the learner's `ContainerViewController`.
@MainActor
public protocol SplitContainerContainer: UIViewController {
    init(primary: UIViewController, secondary: UIViewController)
    func primaryWidth(for size: CGSize) -> CGFloat
}

/// The grader's own correct split container: its replay gives the expected timelines.
final class ReferenceSplitContainer: UIViewController, SplitContainerContainer {
    let primary: UIViewController
    let secondary: UIViewController
    private var twoColumns = false

    init(primary: UIViewController, secondary: UIViewController) {
        self.primary = primary
        self.secondary = secondary
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [primary, secondary] {
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    func primaryWidth(for size: CGSize) -> CGFloat { (size.width / 3).rounded(.down) }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        twoColumns = traitCollection.horizontalSizeClass == .regular
        arrange()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        twoColumns = newCollection.horizontalSizeClass == .regular
        coordinator.animate(alongsideTransition: { _ in self.arrange() }, completion: nil)
    }

    private func arrange() {
        if twoColumns { view.addSubview(secondary.view) } else { secondary.viewIfLoaded?.removeFromSuperview() }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let width = primaryWidth(for: parentSize)
        return container === primary ? CGSize(width: width, height: parentSize.height)
            : CGSize(width: parentSize.width - width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        guard secondary.viewIfLoaded?.superview === view else {
            primary.view.frame = bounds
            return
        }
        let width = primaryWidth(for: bounds.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        secondary.view.frame = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }
}
