// honest: do/catch around a throwing helper and an inout counter
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

struct TooManyChildren: Error {
    let count: Int
}

func bump(_ counter: inout Int, limit: Int) throws {
    counter += 1
    if counter > limit { throw TooManyChildren(count: counter) }
}

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    private var added = 0

    func displayContentController(_ content: UIViewController) {
        do {
            try bump(&added, limit: 10)
        } catch let error as TooManyChildren {
            print("too many children: \(error.count)")
        } catch {
            print("unexpected: \(error)")
        }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
