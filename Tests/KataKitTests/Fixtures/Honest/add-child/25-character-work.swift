// honest: Character work: filter(\.isUppercase), Character comparisons, String(Character)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let name = String(describing: type(of: content))
        let capitals = name.filter(\.isUppercase)
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let vowelCount = name.lowercased().filter { vowels.contains($0) }.count
        let first: Character = name.first ?? "?"
        print("\(String(first)) \(capitals) vowels=\(vowelCount) digits=\(name.contains(where: \.isNumber))")
    }
}
