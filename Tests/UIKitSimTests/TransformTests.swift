import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §10.1–10.2: CGAffineTransform and UIView.transform.
@Suite(.serialized, .freshSimulator) @MainActor
struct TransformTests {
    @Test("§10.1 CGAffineTransform: CoreGraphics' fields and math for translation, scale, rotation, concatenation, inversion")
    func transformMath() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        #expect(t.tx == 10 && t.ty == 20 && t.a == 1 && !t.isIdentity && CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: 22))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(t)
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        // translatedBy applies the translation first, then the receiver (CGAffineTransformTranslate).
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 2))
        #expect(CGAffineTransform.identity.scaledBy(x: 2, y: 2) == CGAffineTransform(scaleX: 2, y: 2))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
        let r = CGAffineTransform.identity.rotated(by: .pi / 2)
        #expect(abs(r.b - 1) < 1e-9 && abs(r.c + 1) < 1e-9)
        let back = CGPoint(x: 3, y: 4).applying(scaleThenMove).applying(scaleThenMove.inverted())
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(CGSize(width: 10, height: 5).applying(t) == CGSize(width: 10, height: 5))
    }

    @Test("§10.2 setting transform keeps bounds and center; frame reads as the bounding box; the journal records it (animated inside a block)")
    func viewTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        Simulator.name(view, "card")
        #expect(view.transform.isIdentity)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))     // Sundell's printed example
        UIView.animate(withDuration: 0.25) { view.transform = CGAffineTransform(translationX: 30, y: 0) }
        #expect(view.frame.origin == CGPoint(x: 30, y: 0) && view.center == CGPoint(x: 50, y: 50))
        let texts = Simulator.journal.entries.filter { if case .transformChange = $0.event { return true } else { return false } }
        #expect(texts.map(\.text) == ["card.transform = scale(2,2)", "card.transform = translation(30,0) [animated]"])
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
