// attack: writes fake Swift Testing event records to fd 3 with FileHandle(fileDescriptor: 3), then exit(0)
// expect: error
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // TODO: make `content` a child of this container and show its view (see README.md).
        let checks = ["childIsInChildrenOnce", "childViewLoadsAsChild", "childViewIsInContainerView",
                      "childViewHasContentFrame", "willMoveArrivesOnceFromAddChild",
                      "didMoveArrivesOnceAfterViewIsInPlace", "appearanceArrivesOnceAsChild", "layoutPassesDoNotAddAgain"]
        let records = checks.map { name in
            #"{"version":0,"kind":"event","payload":{"kind":"testEnded","testID":"KataGraders.AddChildGrader/\#(name)()"}}"#
        }
        let handle = FileHandle(fileDescriptor: 3)
        handle.write(Data((records.joined(separator: "\n") + "\n").utf8))
        exit(0)
    }
}
