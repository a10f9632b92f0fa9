// attack: writes the REST OF A REAL PASSING Swift Testing event stream (copied from a run of the grader: testEnded of the running test, the other 7 tests started/ended, suite ended, runEnded) to fd 3, then exit(0)
// expect: error
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // TODO: make `content` a child of this container and show its view (see README.md).
        // The first test (childIsInChildrenOnce) has started: end it and the rest as passed, end the run.
        FileHandle(fileDescriptor: 3).write(Data((forgedRecords + "\n").utf8))
        exit(0)
    }
}

/// What a passing run writes after `childIsInChildrenOnce` started (copied from a real run of the grader).
let forgedRecords = #"""
{"kind":"event","payload":{"instant":{"absolute":1414.18816832,"since1970":1795633214.0142303},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test childIsInChildrenOnce() passed after 0.005 seconds."}],"testID":"KataGraders.AddChildGrader\/childIsInChildrenOnce()\/AddChildGrader.swift:39:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.188500658,"since1970":1795633214.0145624},"kind":"testStarted","messages":[{"symbol":"default","text":"Test childViewLoadsAsChild() started."}],"testID":"KataGraders.AddChildGrader\/childViewLoadsAsChild()\/AddChildGrader.swift:57:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.18893231,"since1970":1795633214.0149941},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test childViewLoadsAsChild() passed after 0.001 seconds."}],"testID":"KataGraders.AddChildGrader\/childViewLoadsAsChild()\/AddChildGrader.swift:57:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.189009808,"since1970":1795633214.0150716},"kind":"testStarted","messages":[{"symbol":"default","text":"Test childViewIsInContainerView() started."}],"testID":"KataGraders.AddChildGrader\/childViewIsInContainerView()\/AddChildGrader.swift:62:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.189297677,"since1970":1795633214.0153594},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test childViewIsInContainerView() passed after 0.001 seconds."}],"testID":"KataGraders.AddChildGrader\/childViewIsInContainerView()\/AddChildGrader.swift:62:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.189361806,"since1970":1795633214.0154235},"kind":"testStarted","messages":[{"symbol":"default","text":"Test childViewHasContentFrame() started."}],"testID":"KataGraders.AddChildGrader\/childViewHasContentFrame()\/AddChildGrader.swift:74:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.196420573,"since1970":1795633214.0224824},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test childViewHasContentFrame() passed after 0.007 seconds."}],"testID":"KataGraders.AddChildGrader\/childViewHasContentFrame()\/AddChildGrader.swift:74:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.1965752,"since1970":1795633214.022637},"kind":"testStarted","messages":[{"symbol":"default","text":"Test willMoveArrivesOnceFromAddChild() started."}],"testID":"KataGraders.AddChildGrader\/willMoveArrivesOnceFromAddChild()\/AddChildGrader.swift:95:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.196912769,"since1970":1795633214.0229745},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test willMoveArrivesOnceFromAddChild() passed after 0.001 seconds."}],"testID":"KataGraders.AddChildGrader\/willMoveArrivesOnceFromAddChild()\/AddChildGrader.swift:95:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.196984117,"since1970":1795633214.0230458},"kind":"testStarted","messages":[{"symbol":"default","text":"Test didMoveArrivesOnceAfterViewIsInPlace() started."}],"testID":"KataGraders.AddChildGrader\/didMoveArrivesOnceAfterViewIsInPlace()\/AddChildGrader.swift:116:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.197281921,"since1970":1795633214.0233436},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test didMoveArrivesOnceAfterViewIsInPlace() passed after 0.001 seconds."}],"testID":"KataGraders.AddChildGrader\/didMoveArrivesOnceAfterViewIsInPlace()\/AddChildGrader.swift:116:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.19735189,"since1970":1795633214.0234137},"kind":"testStarted","messages":[{"symbol":"default","text":"Test appearanceArrivesOnceAsChild() started."}],"testID":"KataGraders.AddChildGrader\/appearanceArrivesOnceAsChild()\/AddChildGrader.swift:136:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.201025428,"since1970":1795633214.0270872},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test appearanceArrivesOnceAsChild() passed after 0.003 seconds."}],"testID":"KataGraders.AddChildGrader\/appearanceArrivesOnceAsChild()\/AddChildGrader.swift:136:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.201166849,"since1970":1795633214.0272286},"kind":"testStarted","messages":[{"symbol":"default","text":"Test layoutPassesDoNotAddAgain() started."}],"testID":"KataGraders.AddChildGrader\/layoutPassesDoNotAddAgain()\/AddChildGrader.swift:172:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.201529121,"since1970":1795633214.027591},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test layoutPassesDoNotAddAgain() passed after 0.001 seconds."}],"testID":"KataGraders.AddChildGrader\/layoutPassesDoNotAddAgain()\/AddChildGrader.swift:172:6"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.201593993,"since1970":1795633214.0276556},"kind":"testEnded","messages":[{"symbol":"pass","text":"Suite AddChildGrader passed after 0.019 seconds."}],"testID":"KataGraders.AddChildGrader"},"version":0}
{"kind":"event","payload":{"instant":{"absolute":1414.201686819,"since1970":1795633214.0277486},"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run with 8 tests in 1 suite passed after 0.027 seconds."}]},"version":0}
"""#
