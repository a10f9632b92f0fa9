@_spi(Simulator) import UIKitSim

/// The order in which overrides ran, shared by the recorders of one test.
@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    /// Marks where the test ended a run-loop turn or moved the clock.
    func mark(_ line: String) { lines.append("— \(line) —") }
    /// Starts afresh for the step under test.
    func clear() { lines = [] }
}

/// A controller that logs every containment and appearance override it receives (before calling
/// `super`), plus what `isMovingToParent`/`isMovingFromParent` said inside the appearance ones.
@MainActor
class RecordingViewController: UIViewController {
    let label: String
    let log: CallLog
    var movingToParentSeen: [String: Bool] = [:]
    var movingFromParentSeen: [String: Bool] = [:]

    init(_ label: String, log: CallLog) {
        self.label = label
        self.log = log
        super.init(nibName: nil, bundle: nil)
        Simulator.name(self, label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        log.add("\(label).viewDidLoad")
        super.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        log.add("\(label).viewWillAppear")
        movingToParentSeen["viewWillAppear"] = isMovingToParent
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        log.add("\(label).viewDidAppear")
        movingToParentSeen["viewDidAppear"] = isMovingToParent
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(label).viewWillDisappear")
        movingFromParentSeen["viewWillDisappear"] = isMovingFromParent
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.add("\(label).viewDidDisappear")
        movingFromParentSeen["viewDidDisappear"] = isMovingFromParent
        super.viewDidDisappear(animated)
    }

    override func willMove(toParent parent: UIViewController?) {
        log.add("\(label).willMove(\(Self.label(of: parent)))")
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        log.add("\(label).didMove(\(Self.label(of: parent)))")
        super.didMove(toParent: parent)
    }

    static func label(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.label ?? "\(controller)"
    }
}
