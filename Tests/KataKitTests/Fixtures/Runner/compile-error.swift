import UIKitSim

final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        return "forty-two"
    }
}
