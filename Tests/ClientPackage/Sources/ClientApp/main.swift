@_spi(Simulator) import UIKitSim

// Runs ordinary UIKit code (Controllers.swift) on UIKitSim and compares what happened with the
// orders and texts of uikit-semantics.md. Prints each check; exits 1 if any differs.

var failures = 0

@MainActor
func check(_ name: String, expected: [String], actual: [String]) {
    if expected == actual {
        print("ok    \(name)")
    } else {
        failures += 1
        print("FAIL  \(name)")
        print("      expected: \(expected)")
        print("      actual:   \(actual)")
    }
}

@MainActor
func showWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    Simulator.runLoopTurn()
    return window
}

// §2.7 add and remove, container on screen.
Simulator.reset()
let container = ContainerViewController()
let window = showWindow(container)
let first = ContentViewController(name: "first", style: .lightContent)
Trace.lines = []
container.displayContentController(first)
Trace.add("turn")
Simulator.runLoopTurn()
check("§2.7 add order", expected: [
    "first.willMove(parent)", "first.viewDidLoad", "first.viewWillAppear moving=true",
    "first.didMove(parent)", "turn", "first.viewDidAppear moving=true",
], actual: Trace.lines)
check("§5 status bar follows the selected child", expected: ["lightContent"],
      actual: [String(describing: window.windowScene!.statusBarManager!.statusBarStyle)])

// §3.3 cycle with transition(from:to:…).
let second = ContentViewController(name: "second", style: .darkContent, hidesStatusBar: true)
_ = second.view
Trace.lines = []
container.cycle(from: first, to: second)
Trace.add("advance 0.25")
Simulator.advance(by: 0.25)
check("§3.3 transition order", expected: [
    "first.willMove(nil)", "second.willMove(parent)",
    "first.viewWillDisappear moving=true", "second.viewWillAppear moving=true",
    "advance 0.25",
    "second.viewDidAppear moving=true", "first.viewDidDisappear moving=true",
    "first.didMove(nil)", "second.didMove(parent)",
], actual: Trace.lines)
check("§3.2 views after the transition", expected: ["true", "true"],
      actual: ["\(first.view.superview == nil)", "\(second.view.superview === container.view)"])
let manager = window.windowScene!.statusBarManager!
check("§5.3 status bar after the swap", expected: ["darkContent", "true"],
      actual: ["\(manager.statusBarStyle)", "\(manager.isStatusBarHidden)"])

Trace.lines = []
container.hideContentController(second)
Trace.add("turn")
Simulator.runLoopTurn()
check("§2.7 remove order", expected: [
    "second.willMove(nil)", "second.viewWillDisappear moving=true", "second.didMove(nil)",
    "turn", "second.viewDidDisappear moving=true",
], actual: Trace.lines)

// §2.5 a container that forwards appearance itself, shown and hidden.
Simulator.reset()
let managed = ContentViewController(name: "managed")
let manual = ManualAppearanceContainer(child: managed)
Trace.lines = []
let manualWindow = showWindow(manual)
manualWindow.isHidden = true
Simulator.runLoopTurn()
check("§2.5 manual forwarding", expected: [
    "managed.willMove(parent)", "managed.viewDidLoad", "managed.didMove(parent)",
    "managed.viewWillAppear moving=false", "managed.viewDidAppear moving=false",
    "managed.viewWillDisappear moving=false", "managed.viewDidDisappear moving=false",
], actual: Trace.lines)
check("§2.5 no diagnostics", expected: [], actual: Simulator.diagnostics.map(\.text))

// §6 preferred content size.
Simulator.reset()
let panel = PanelContainer()
_ = showWindow(panel)
let sheet = ContentViewController(name: "sheet")
sheet.preferredContentSize = CGSize(width: 390, height: 300)
panel.embed(sheet)
Simulator.runLoopTurn()
sheet.preferredContentSize = CGSize(width: 390, height: 2000)
check("§6.1 frame follows the preferred size, clamped", expected: ["(0.0, 0.0, 390.0, 844.0)"],
      actual: ["(\(sheet.view.frame.minX), \(sheet.view.frame.minY), \(sheet.view.frame.width), \(sheet.view.frame.height))"])
Trace.lines = []
panel.view.window!.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
Simulator.runUntilIdle()
check("§6.3 size transition reaches the container", expected: ["panel resized alongside"], actual: Trace.lines)

// Auto Layout subset: a child pinned with constraints gets its frame in the layout pass.
Simulator.reset()
let constrained = ConstrainedContainer()
_ = showWindow(constrained)
let pinned = ContentViewController(name: "pinned")
constrained.embed(pinned)
Simulator.runLoopTurn()
check("constraints place the child", expected: ["(0.0, 44.0, 390.0, 800.0)"],
      actual: ["(\(pinned.view.frame.minX), \(pinned.view.frame.minY), \(pinned.view.frame.width), \(pinned.view.frame.height))"])

// §2.3 and §2.8: UIKit's console texts.
Simulator.reset()
let lonely = ContentViewController(name: "lonely")
lonely.endAppearanceTransition()
lonely.viewWillAppear(false)
check("§2.3/§2.8 warning texts", expected: [
    "Unbalanced calls to begin/end appearance transitions for \(lonely.description).",
    "Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.",
], actual: Simulator.diagnostics.map(\.text))
check("description format", expected: ["true"],
      actual: ["\(lonely.description.hasPrefix("<ClientApp.ContentViewController: 0x"))"])

// Mistake G34: presenting from a child whose view was added without addChild warns, and presents anyway.
Simulator.reset()
let detachedHost = DetachedEmbeddingContainer()
_ = showWindow(detachedHost)
let detachedChild = ContentViewController(name: "detached")
detachedHost.embedWithoutContainment(detachedChild)
Simulator.runLoopTurn()
let modal = ContentViewController(name: "modal")
Trace.lines = []
detachedChild.present(modal, animated: true) { Trace.add("completion") }
Trace.add("advance 0.3")
Simulator.advance(by: 0.3)
check("G34 detached presenting warning", expected: [
    "Presenting view controllers on detached view controllers is discouraged \(detachedChild.description).",
], actual: Simulator.diagnostics.map(\.text))
check("G34 the presentation still happens (sheet: the presenter stays; §12.2 it starts at the end of the turn)", expected: [
    "advance 0.3", "modal.viewDidLoad", "modal.viewWillAppear moving=false", "modal.viewDidAppear moving=false", "completion",
], actual: Trace.lines)
check("§1.1 presented controllers are not children", expected: ["0", "true"],
      actual: ["\(detachedChild.children.count + detachedHost.children.count)", "\(modal.parent == nil)"])

// G34's fix: present from a properly contained child — no warning.
Simulator.reset()
let properHost = ContainerViewController()
_ = showWindow(properHost)
let contained = ContentViewController(name: "contained")
properHost.displayContentController(contained)
Simulator.runLoopTurn()
contained.present(ContentViewController(name: "modal"), animated: false)
Simulator.runLoopTurn()
check("G34 fixed: no warning from a contained child", expected: [], actual: Simulator.diagnostics.map(\.text))

runSecondWaveChecks()

print(failures == 0 ? "client package: all checks passed" : "client package: \(failures) check(s) failed")
exit(failures == 0 ? 0 : 1)
