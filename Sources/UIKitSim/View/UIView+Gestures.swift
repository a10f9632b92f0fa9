import Foundation

/// Attaching recognizers (uikit-semantics §9.1, GTE 1.13): the view holds them strongly, a
/// recognizer belongs to one view, and `gestureRecognizers` is nil until one is added (an empty
/// array once one was added and removed).
extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if let old = recognizer.view, old !== self { old.detach(recognizer) }
        var list = storedGestureRecognizers ?? []
        if !list.contains(where: { $0 === recognizer }) { list.append(recognizer) }
        storedGestureRecognizers = list
        recognizer.view = self
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard var list = storedGestureRecognizers, let index = list.firstIndex(where: { $0 === recognizer }) else { return }
        list.remove(at: index)
        storedGestureRecognizers = list
        if recognizer.view === self { recognizer.view = nil }
    }

    func replaceGestureRecognizers(_ newValue: [UIGestureRecognizer]?) {
        for recognizer in storedGestureRecognizers ?? [] where recognizer.view === self { recognizer.view = nil }
        storedGestureRecognizers = nil
        for recognizer in newValue ?? [] { attach(recognizer) }
        if newValue != nil && storedGestureRecognizers == nil { storedGestureRecognizers = [] }
    }
}
