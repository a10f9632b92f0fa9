import UIKitSim

/// Prints 100 MB before answering correctly: the runner must cap what it keeps and still grade.
final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        let line = String(repeating: "flood ", count: 174_762) // ~1 MiB
        for _ in 0..<100 { print(line) }
        return 42
    }
}
