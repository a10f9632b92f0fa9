// attack: opens /proc/self/mem (FileHandle / FileManager) to patch the grader's memory
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
        let maps = FileManager.default.contents(atPath: "/proc/self/maps") ?? Data()
        print(maps.count)
        if let memory = FileHandle(forUpdatingAtPath: "/proc/self/mem") {
            memory.seek(toFileOffset: 0x7fff_0000_0000)
            memory.write(Data([0xc3]))
        }
    }
}
