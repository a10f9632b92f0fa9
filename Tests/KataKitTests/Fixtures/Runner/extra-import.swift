import UIKitSim
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Uses a library the grader itself never links (FoundationNetworking on Linux), so a remembered
/// library list from earlier attempts is not enough to link it.
final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        let request = URLRequest(url: URL(string: "https://example.com/42")!)
        return Int(request.url!.lastPathComponent) ?? 0
    }
}
