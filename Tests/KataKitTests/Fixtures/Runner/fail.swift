import UIKitSim

final class ContainerViewController {
    required init() {}
    func answer() -> Int { 41 }
}
