// honest: a CaseIterable String enum, allCases, key paths and compactMap
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

enum ListingStep: String, CaseIterable {
    case addChild = "add the child"
    case setFrame = "set its view's frame"
    case addSubview = "add its view"
    case didMove = "tell it it moved"
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

    func displayContentController(_ content: UIViewController) {
        for step in ListingStep.allCases {
            switch step {
            case .addChild: addChild(content)
            case .setFrame: content.view.frame = frameForContentController()
            case .addSubview: view.addSubview(content.view)
            case .didMove: content.didMove(toParent: self)
            }
        }
        let titles = children.compactMap(\.title)
        print(ListingStep.allCases.map(\.rawValue).joined(separator: " → "), titles)
    }
}
