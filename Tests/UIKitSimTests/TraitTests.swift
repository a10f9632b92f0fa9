import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §11: traits, size classes, rotation.
@Suite(.serialized, .freshSimulator) @MainActor
struct TraitTests {
    @Test("§11.1 UITraitCollection: size classes, UITraitCollection(horizontalSizeClass:), merging, equality; views and controllers carry traits")
    func traitCollection() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact.horizontalSizeClass == .compact && compact.verticalSizeClass == .unspecified)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular),
                                                    UITraitCollection(verticalSizeClass: .compact), compact])
        #expect(merged.horizontalSizeClass == .compact && merged.verticalSizeClass == .compact)
        #expect(merged == UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), compact]))
        #expect(merged.containsTraits(in: compact) && !merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        let root = UIViewController()
        TestWorld.show(root)
        let environments: [any UITraitEnvironment] = [root, root.view!, root.view.window!]
        #expect(environments.allSatisfy { $0.traitCollection.horizontalSizeClass == .compact && $0.traitCollection.verticalSizeClass == .regular })
    }

    @Test("§11.2 the device table: iPhone landscape compact × compact, large phones regular × compact, iPad regular × regular")
    func deviceTable() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 844, height: 390), horizontalSizeClass: .compact, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(root.traitCollection == UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact)]))
        Simulator.resize(window, to: CGSize(width: 932, height: 430), horizontalSizeClass: .regular, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .regular && window.bounds.width == 932)
    }

    @Test("§11.3 a rotation that changes traits: willTransition → viewWillTransition → traitCollectionDidChange → layout, inside the animation")
    func rotationOrder() {
        let log = CallLog()
        let root = TraitRecorder("root", log: log)
        let window = TestWorld.show(root)
        log.clear()
        Simulator.resize(window, to: CGSize(width: 844, height: 390), horizontalSizeClass: .compact, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(log.lines == [
            "root.willTransition(to: 1×1)", "root.viewWillTransition(to: 844×390)",
            "root.traitCollectionDidChange(from: 1×2) now 1×1 animated=true",
            "root.viewWillLayoutSubviews animated=true", "root.viewDidLayoutSubviews animated=true",
        ])
        log.clear()
        Simulator.resize(window, to: CGSize(width: 390, height: 844), horizontalSizeClass: .compact, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(log.lines.first == "root.viewWillTransition(to: 390×844)" && !log.lines.contains { $0.contains("Trait") || $0.contains("willTransition(to: 1") })
    }

    @Test("§11.4 both transitions forward through super to children (even one whose view is not loaded); an override that skips super keeps them")
    func forwarding() {
        let log = CallLog()
        let root = TraitRecorder("root", log: log)
        let window = TestWorld.show(root)
        let child = TraitRecorder("child", log: log)
        root.addChild(child)
        child.didMove(toParent: root)                  // its view is never loaded
        log.clear()
        Simulator.resize(window, to: CGSize(width: 844, height: 390), horizontalSizeClass: .compact, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(log.lines.contains("child.willTransition(to: 1×1)") && log.lines.contains { $0.hasPrefix("child.traitCollectionDidChange") })
        #expect(log.lines.firstIndex(of: "root.willTransition(to: 1×1)")! < log.lines.firstIndex(of: "child.willTransition(to: 1×1)")!)

        let blocking = TraitRecorder("blocking", log: log)
        blocking.skipSuper = true
        let window2 = TestWorld.show(blocking)
        let hidden = TraitRecorder("hidden", log: log)
        TestWorld.add(hidden, to: blocking)
        log.clear()
        Simulator.resize(window2, to: CGSize(width: 844, height: 390), horizontalSizeClass: .compact, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        #expect(!log.lines.contains("hidden.willTransition(to: 1×1)"))
        #expect(log.lines.contains { $0.hasPrefix("hidden.traitCollectionDidChange") })   // the traits still change
    }

    @Test("§11.5 setOverrideTraitCollection(_:forChild:) and traitOverrides change what the child sees, with traitCollectionDidChange")
    func overrides() {
        let log = CallLog()
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let left = TraitRecorder("left", log: log), right = TraitRecorder("right", log: log)
        root.addChild(left)
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: left)
        root.view.addSubview(left.view)
        left.didMove(toParent: root)
        TestWorld.add(right, to: root)
        #expect(root.overrideTraitCollection(forChild: left)?.horizontalSizeClass == .compact)
        #expect(left.traitCollection.horizontalSizeClass == .compact && left.traitCollection.verticalSizeClass == .regular)
        #expect(left.view.traitCollection.horizontalSizeClass == .compact)
        #expect(right.traitCollection.horizontalSizeClass == .regular)
        log.clear()
        right.traitOverrides.horizontalSizeClass = .compact
        #expect(right.traitCollection.horizontalSizeClass == .compact && right.traitOverrides.horizontalSizeClass == .compact)
        #expect(log.lines == ["right.traitCollectionDidChange(from: 2×2) now 1×2 animated=false"])
    }

    @Test("§11.6 no trait callbacks at a plain launch in portrait")
    func plainLaunch() {
        let log = CallLog()
        let root = TraitRecorder("root", log: log)
        TestWorld.show(root)
        Simulator.runUntilIdle()
        #expect(!log.lines.contains { $0.contains("raitCollectionDidChange") || $0.contains("willTransition") })
    }

    @Test("§11.7 Simulator.resize: a new window is compact × regular; same classes is a size-only transition like window.frame")
    func resizeControl() {
        let log = CallLog()
        let root = TraitRecorder("root", log: log)
        let window = TestWorld.show(root)
        #expect(window.traitCollection.horizontalSizeClass == .compact && window.traitCollection.verticalSizeClass == .regular)
        log.clear()
        Simulator.resize(window, to: CGSize(width: 400, height: 800), horizontalSizeClass: .compact, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        #expect(log.lines.first == "root.viewWillTransition(to: 400×800)" && window.bounds.size == CGSize(width: 400, height: 800))
        #expect(!log.lines.contains { $0.contains("raitCollectionDidChange") })
        let entries = Simulator.journal.entries.map(\.text)
        Simulator.resize(window, to: CGSize(width: 800, height: 400), horizontalSizeClass: .regular, verticalSizeClass: .compact)
        Simulator.runUntilIdle()
        let added = Simulator.journal.entries.map(\.text).dropFirst(entries.count)
        #expect(added.contains("root.willTransition(to: regular × compact)"))
        #expect(added.contains("root.traitCollectionDidChange(compact × regular) → regular × compact [animated]") == false)
        #expect(added.contains("root.traitCollectionDidChange(compact × regular) → regular × compact"))
    }
}

/// Logs trait, size and layout callbacks ("1×2" = compact × regular by raw value).
@MainActor
final class TraitRecorder: RecordingViewController {
    var skipSuper = false
    private func classes(_ t: UITraitCollection?) -> String {
        "\(t?.horizontalSizeClass.rawValue ?? -1)×\(t?.verticalSizeClass.rawValue ?? -1)"
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(label).willTransition(to: \(classes(newCollection)))")
        if !skipSuper { super.willTransition(to: newCollection, with: coordinator) }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(label).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        if !skipSuper { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.add("\(label).traitCollectionDidChange(from: \(classes(previousTraitCollection))) now \(classes(traitCollection)) animated=\(Simulator.isInsideAnimation)")
        super.traitCollectionDidChange(previousTraitCollection)
    }

    override func viewWillLayoutSubviews() { log.add("\(label).viewWillLayoutSubviews animated=\(Simulator.isInsideAnimation)"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { log.add("\(label).viewDidLayoutSubviews animated=\(Simulator.isInsideAnimation)"); super.viewDidLayoutSubviews() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}
