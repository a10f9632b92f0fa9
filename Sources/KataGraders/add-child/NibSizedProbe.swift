import UIKitSim

/// The add-child kata's content: a probe whose view is loaded at the size a storyboard scene
/// gives it (375 × 667), as a real content controller's view usually is, not at the container's
/// size. So a view whose frame nobody set is told apart from one set to the container's frame
/// (UIKitSim journals a frame change only when the frame changes).
final class NibSizedProbe: ProbeViewController {
    static let loadedFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

    override func loadView() {
        let view = UIView(frame: Self.loadedFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }
}
