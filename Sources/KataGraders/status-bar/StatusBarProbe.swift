import UIKitSim

/// A child with its own opinion about the status bar, which the grader can change. Optionally it
/// is a container itself that lets one child of its own decide (as a navigation controller lets
/// its top controller decide): that is what tells delegation apart from copying.
final class StatusBarProbe: ProbeViewController {
    var style: UIStatusBarStyle
    var hidden: Bool
    /// The child of this probe that decides for it, if any.
    let decider: UIViewController?
    /// A child this probe shows but does not let decide (a thumbnail in a frame): it decides itself.
    let kept: UIViewController?

    init(label: String, style: UIStatusBarStyle, hidden: Bool, decider: UIViewController? = nil, keeps kept: UIViewController? = nil) {
        self.style = style
        self.hidden = hidden
        self.decider = decider
        self.kept = kept
        super.init(label: label)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let decider { Stage.addChild(decider, to: self) }
        if let kept { Stage.addChild(kept, to: self) }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { decider }
    override var childForStatusBarHidden: UIViewController? { decider }

    /// What the status bar should show while this probe is selected: its decider's wish, if any.
    var effectiveStyle: UIStatusBarStyle { (decider as? StatusBarProbe)?.effectiveStyle ?? style }
    var effectiveHidden: Bool { (decider as? StatusBarProbe)?.effectiveHidden ?? hidden }

    /// Changes this probe's own wishes and tells UIKit, as a child is entitled to do.
    func prefer(style: UIStatusBarStyle, hidden: Bool) {
        self.style = style
        self.hidden = hidden
        setNeedsStatusBarAppearanceUpdate()
    }
}
