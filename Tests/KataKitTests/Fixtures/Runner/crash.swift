import UIKitSim

final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        fatalError("the answer is not ready")
    }
}
