import UIKitSim
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Uses a library the grader itself never links (FoundationNetworking on Linux), so a remembered
/// library list from earlier attempts is not enough to link it. Otherwise correct.
final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect {
        let request = URLRequest(url: URL(string: "https://example.com/header/44")!)
        let header = CGFloat(Int(request.url!.lastPathComponent) ?? 0)
        return CGRect(x: 0, y: header, width: view.bounds.width, height: view.bounds.height - header)
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
