import Testing
@_spi(Simulator) import UIKitSim
@_spi(Simulator) import UIKitSimTesting

/// `Simulator.withFreshWorld`, the one way a test (or a grader's check) that needs more than one
/// world starts the next: from nothing, keeping what its body leaves, only where a test holds the world.
@Suite(.serialized, .freshSimulator) @MainActor
struct FreshWorldTests {
    @Test("withFreshWorld: the body starts from nothing, its result is returned, and its world stays readable")
    func bodyStartsFromNothing() {
        let before = TestWorld.show(UIViewController())
        Simulator.advance(by: 2)
        UIViewController().endAppearanceTransition()
        let after = Simulator.withFreshWorld {
            #expect(Simulator.now == 0 && Simulator.journal.entries.isEmpty && Simulator.diagnostics.isEmpty)
            #expect(!before.isKeyWindow)
            let root = UIViewController()
            Simulator.name(root, "root")
            return TestWorld.show(root)
        }
        #expect(after.isKeyWindow)
        #expect(Simulator.journal.entries.contains { $0.text == "root.viewDidAppear(false)" })
    }
}

/// Without the trait no test holds the world: wiping it there could wipe another test's.
@Suite struct FreshWorldOutsideTheTraitTests {
    @Test("withFreshWorld: outside a .freshSimulator test it stops the program")
    func outsideTheTraitStops() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulator.withFreshWorld {} }
        }
        let said = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("outside a test under the .freshSimulator trait"), "\(said)")
    }
}
