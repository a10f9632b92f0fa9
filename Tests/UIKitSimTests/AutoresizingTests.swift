import Testing
@_spi(Simulator) import UIKitSim
@_spi(Simulator) import UIKitSimTesting

/// UIView.autoresizingMask: UIKit's springs and struts when a superview's size changes.
@Suite(.serialized, .freshSimulator) @MainActor
struct AutoresizingTests {
    private func resize(_ mask: UIView.AutoresizingMask, frame: CGRect,
                        from old: CGSize = CGSize(width: 400, height: 800),
                        to new: CGSize = CGSize(width: 600, height: 1000)) -> CGRect {
        Simulator.withFreshWorld {
            let superview = UIView(frame: CGRect(origin: .zero, size: old))
            let view = UIView(frame: frame)
            view.autoresizingMask = mask
            superview.addSubview(view)
            superview.frame.size = new
            return view.frame
        }
    }

    @Test("autoresizing: flexible width and height follow the superview's size change")
    func flexibleSize() {
        #expect(resize([.flexibleWidth, .flexibleHeight], frame: CGRect(x: 0, y: 44, width: 400, height: 756))
                == CGRect(x: 0, y: 44, width: 600, height: 956))
    }

    @Test("§15.1 autoresizing: with translatesAutoresizingMaskIntoConstraints false the mask is ignored; constraints place the view")
    func maskIgnoredWithoutTranslation() {
        Simulator.withFreshWorld {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let loose = UIView(frame: CGRect(x: 0, y: 44, width: 400, height: 756))
            loose.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            loose.translatesAutoresizingMaskIntoConstraints = false
            let pinned = UIView(frame: CGRect(x: 0, y: 44, width: 400, height: 756))
            pinned.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            pinned.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(loose)
            superview.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
                pinned.topAnchor.constraint(equalTo: superview.topAnchor, constant: 44),
                pinned.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
            ])
            superview.frame.size = CGSize(width: 600, height: 1000)
            #expect(loose.frame == CGRect(x: 0, y: 44, width: 400, height: 756))
            superview.layoutIfNeeded()
            #expect(loose.frame == CGRect(x: 0, y: 44, width: 400, height: 756))
            #expect(pinned.frame == CGRect(x: 0, y: 44, width: 600, height: 956))
        }
    }

    @Test("autoresizing: no mask keeps the frame")
    func noMask() {
        #expect(resize([], frame: CGRect(x: 10, y: 20, width: 30, height: 40)) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("autoresizing: a flexible left margin alone keeps the right margin")
    func flexibleLeft() {
        #expect(resize([.flexibleLeftMargin, .flexibleTopMargin], frame: CGRect(x: 300, y: 700, width: 80, height: 60))
                == CGRect(x: 500, y: 900, width: 80, height: 60))
    }

    @Test("autoresizing: two flexible margins share the change in proportion to their lengths (centred stays centred)")
    func proportionalMargins() {
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], frame: CGRect(x: 100, y: 0, width: 200, height: 10))
                == CGRect(x: 200, y: 0, width: 200, height: 10))   // 100|200|100 in 400 → 200|200|200 in 600
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], frame: CGRect(x: 50, y: 0, width: 200, height: 10))
                == CGRect(x: 50 + 200 * 50 / (50 + 150), y: 0, width: 200, height: 10))
    }

    @Test("autoresizing: flexible width with flexible margins shares by length; all-zero parts share equally")
    func proportionalWithWidth() {
        #expect(resize([.flexibleWidth, .flexibleRightMargin], frame: CGRect(x: 0, y: 0, width: 300, height: 10))
                == CGRect(x: 0, y: 0, width: 450, height: 10))
        #expect(resize([.flexibleLeftMargin, .flexibleWidth], frame: CGRect(x: 0, y: 0, width: 0, height: 0),
                       from: CGSize(width: 0, height: 0), to: CGSize(width: 100, height: 0))
                == CGRect(x: 50, y: 0, width: 50, height: 0))
    }

    @Test("autoresizing: autoresizesSubviews = false turns it off; a controller's default view follows its window")
    func switchesAndDefaults() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let view = UIView(frame: superview.bounds)
        view.autoresizingMask = [.flexibleWidth]
        superview.addSubview(view)
        superview.frame.size.width = 200
        #expect(view.frame.width == 100)
        let controller = UIViewController()
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.view.translatesAutoresizingMaskIntoConstraints)
    }
}
