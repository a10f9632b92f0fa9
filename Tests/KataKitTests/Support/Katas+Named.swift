import KataCatalog

/// The project's katas by name, read from their manifests (the tests run from the project root).
extension Katas {
    static func named(_ id: String) -> KataSpec {
        guard let spec = spec(id: id) else { fatalError("no manifest Exercises/\(id)/kata.json under \(String(describing: projectRoot()))") }
        return spec
    }

    static var addChild: KataSpec { named("add-child") }
    static var removeChild: KataSpec { named("remove-child") }
    static var cycleAnimated: KataSpec { named("cycle-animated") }
    static var manualAppearance: KataSpec { named("manual-appearance") }
    static var statusBar: KataSpec { named("status-bar") }
    static var preferredContentSize: KataSpec { named("preferred-content-size") }
}
