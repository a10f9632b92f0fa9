@_spi(Simulator) import UIKitSim

/// A child that asks for a size and has content of its own: one subview ("<label>.content") that
/// only the child itself ever touches. If anything inside the child's view moves, appears,
/// disappears or changes while the container works, the container reached past the child's
/// root view.
final class SizingProbe: ProbeViewController {
    private static let contentFrame = CGRect(x: 16, y: 12, width: 200, height: 44)
    private(set) var contentView: UIView?

    /// The child's view is loaded at a storyboard scene's size (375 × 667), as a real child's
    /// view usually is, not at the container's size: so a frame nobody set is told apart from
    /// one set to the container's bounds (UIKitSim journals a frame change only when it changes).
    static let loadedFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

    override func loadView() {
        let view = UIView(frame: Self.loadedFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Each `viewWillTransition(to:with:)` the child heard — from UIKit or from a learner calling it
    /// by hand, which UIKitSim does not journal — with the journal's length then and the stack.
    private(set) var heardSizes: [(size: CGSize, position: Int, stack: [UInt])] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        heardSizes.append((size, Simulator.journal.entries.count, CallSites.stackOfCurrentCall()))
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = UIView(frame: Self.contentFrame)
        content.autoresizingMask = []
        Simulator.name(content, "\(label).content")
        view.addSubview(content)
        contentView = content
    }

    /// How the child's content differs from what the child made, one value per difference, as code.
    var contentChanges: [String] {
        guard let content = contentView, let root = viewIfLoaded else { return [] }
        var changes: [String] = []
        if content.superview !== root { changes.append("\(label).content.superview !== \(label).view") }
        if root.subviews.count != 1 { changes.append("\(label).view.subviews.count == \(root.subviews.count)") }
        if !content.frame.isClose(to: Self.contentFrame) {
            changes.append("\(label).content.frame == \(content.frame.short)")
        }
        if content.isHidden { changes.append("\(label).content.isHidden == true") }
        if content.alpha != 1 { changes.append("\(label).content.alpha == \(content.alpha)") }
        return changes
    }
}
