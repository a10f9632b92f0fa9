import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// The Auto Layout subset: constraints written the way containers write them place the child's
/// view in the superview's layout pass.
@Suite(.serialized, .freshSimulator) @MainActor
struct AutoLayoutTests {
    @Test("Auto Layout: activating a constraint between views with no common ancestor raises UIKit's NSGenericException and leaves it inactive; once the view is added it activates")
    func noCommonAncestorRaises() {
        let container = UIViewController()
        TestWorld.show(container)
        let child = UIView()
        let top = child.topAnchor.constraint(equalTo: container.view.topAnchor)
        top.isActive = true
        #expect(!top.isActive)
        let exception = try? #require(TestWorld.exceptions.first)
        #expect(exception?.kind == .exception(name: "NSGenericException"))
        #expect(exception?.text.hasPrefix("Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x") == true)
        #expect(exception?.text.contains(" \"UIView:0x") == true && exception?.text.contains(".top\">") == true)
        #expect(exception?.text.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true)
        container.view.addSubview(child)
        top.isActive = true
        #expect(top.isActive && TestWorld.exceptions.count == 1)
    }

    @Test("Auto Layout: a child pinned to its container's edges (with a 44-point header) gets that frame after a layout pass")
    func pinnedChild() {
        let container = UIViewController()
        TestWorld.show(container)
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
            child.view.topAnchor.constraint(equalTo: container.view.safeAreaLayoutGuide.topAnchor, constant: 44),
            container.view.bottomAnchor.constraint(equalTo: child.view.bottomAnchor),
        ])
        child.didMove(toParent: container)
        #expect(child.view.frame == UIScreen.main.bounds)   // nothing moves before the layout pass
        Simulator.runLoopTurn()
        #expect(child.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    }

    @Test("Auto Layout: size and center constraints, a changed constant inside an animation with layoutIfNeeded")
    func sizeCenterAndAnimatedConstant() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let box = UIView()
        superview.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5),
            height,
            box.centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            box.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -10),
        ])
        superview.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 690, width: 200, height: 100))
        height.constant = 300
        UIView.animate(withDuration: 0.3) { superview.layoutIfNeeded() }
        #expect(box.frame == CGRect(x: 100, y: 490, width: 200, height: 300))
        #expect(Simulator.journal.entries.last { if case .frameChange = $0.event { return true } else { return false } }?.inAnimation == true)
    }

    @Test("Auto Layout: a required ≤ clamps a lower-priority preferred height (min(preferred, container))")
    func clampedHeight() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let sheet = UIView()
        superview.addSubview(sheet)
        sheet.translatesAutoresizingMaskIntoConstraints = false
        let preferred = sheet.heightAnchor.constraint(equalToConstant: 800)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred,
            sheet.heightAnchor.constraint(lessThanOrEqualTo: superview.heightAnchor),
            sheet.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 0, width: 390, height: 500))
        preferred.constant = 200
        superview.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 300, width: 390, height: 200))
    }

    @Test("Auto Layout: with translatesAutoresizingMaskIntoConstraints left true, constraints are ignored; deactivation stops them")
    func ignoredAndDeactivated() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        superview.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.layoutIfNeeded()
        #expect(view.frame.width == 50)
        NSLayoutConstraint.deactivate([width])
        #expect(!width.isActive)
        view.frame.size.width = 7
        superview.layoutIfNeeded()
        #expect(view.frame.width == 7)
    }

    @Test("Auto Layout: a container's size change re-places constrained children; constraints keep no view alive")
    func followsResizeAndReleases() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakChild: UIView?
        do {
            let child = UIView()
            superview.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: superview.layoutMarginsGuide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: superview.layoutMarginsGuide.trailingAnchor),
                child.topAnchor.constraint(equalTo: superview.topAnchor),
                child.heightAnchor.constraint(equalTo: child.widthAnchor),
            ])
            superview.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 0, width: 84, height: 84))
            superview.frame.size.width = 200
            superview.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 0, width: 184, height: 184))
            child.removeFromSuperview()
            weakChild = child
        }
        #expect(weakChild == nil)
    }
}

/// §14: what leaving the hierarchy does to constraints.
@Suite(.serialized, .freshSimulator) @MainActor
struct RemovalConstraintTests {
    @Test("§14.1 removeFromSuperview removes the constraints to views outside the subtree, keeps those inside")
    func removalDropsCrossingConstraints() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = UIView()
        let label = UIView()
        card.addSubview(label)
        superview.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        let leading = card.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 400)
        let inner = label.topAnchor.constraint(equalTo: card.topAnchor)
        let own = card.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, inner, own])
        card.removeFromSuperview()
        #expect(!leading.isActive)
        #expect(inner.isActive && own.isActive)

        // Added again with a new position: only the new constraint places it.
        superview.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            card.topAnchor.constraint(equalTo: superview.topAnchor),
            card.widthAnchor.constraint(equalTo: superview.widthAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
    }
}
