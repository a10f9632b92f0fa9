// honest: an Error enum, a throwing check, Result and try?
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

enum EmbedError: Error, CustomStringConvertible {
    case alreadyChild
    case isSelf

    var description: String {
        switch self {
        case .alreadyChild: return "already a child"
        case .isSelf: return "cannot contain itself"
        }
    }
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

    private func check(_ content: UIViewController) throws {
        if content === self { throw EmbedError.isSelf }
        if children.contains(where: { $0 === content }) { throw EmbedError.alreadyChild }
    }

    func displayContentController(_ content: UIViewController) {
        let checked = Result { try check(content) }
        if case .failure(let error) = checked {
            print("not adding: \(error)")
            return
        }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        if (try? check(content)) == nil {
            print("now a child, as expected")
        }
    }
}
