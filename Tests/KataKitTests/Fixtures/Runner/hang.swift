import UIKitSim

final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        var spins = 0
        while spins >= 0 { spins = (spins + 1) % 1000 }
        return spins
    }
}
