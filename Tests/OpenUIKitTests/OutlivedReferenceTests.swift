import CollectionDiagnostics
import Foundation
@testable import OpenUIKit
import Testing

/// What outlives the object it refers to without keeping it alive — a subview its superview, a sublayer its superlayer,
/// a layer its view, a constraint its items and holder, a guide its view — reads `nil` once that object has gone, as
/// UIKit's weak references do; none of them is a Swift `weak` reference (`LifetimeToken`).
@MainActor
@Suite struct OutlivedReferenceTests {
    @Test("a subview kept after its superview went has no superview")
    func subviewOutlivesSuperview() {
        let label = UILabel()
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(label)
            #expect(label.superview === container)
        }
        #expect(label.superview == nil)
        #expect(label.window == nil)
        let newHome = UIView()
        newHome.addSubview(label)
        #expect(label.superview === newHome)
        #expect(newHome.subviews.count == 1)
    }

    @Test("a sublayer kept after its superlayer went has no superlayer; a layer kept after its view went still works")
    func layersOutliveTheirOwners() {
        let sublayer = CALayer()
        var orphanedLayer: CALayer?
        do {
            let view = UIView()
            view.addSubview(UIView())
            view.layer.addSublayer(sublayer)
            orphanedLayer = view.layer
            #expect(sublayer.superlayer === view.layer)
        }
        #expect(sublayer.superlayer === orphanedLayer)
        orphanedLayer = nil
        #expect(sublayer.superlayer == nil)
        let layer = {
            let view = UIView()
            return view.layer
        }()
        layer.addSublayer(CALayer())
        #expect(layer.sublayers?.count == 1)
    }

    @Test("a constraint kept after its items went has none, and is no longer active")
    func constraintOutlivesItsItems() {
        var constraint: NSLayoutConstraint?
        do {
            let container = UIView()
            let label = UILabel()
            container.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            constraint = label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
            constraint?.isActive = true
            #expect(constraint?.isActive == true)
            #expect(constraint?.firstItem === label)
            #expect(constraint?.secondItem === container)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.isActive == false)
        // Activating it again is refused, as for any constraint whose item is gone.
        let (_, diagnostics) = Diagnostics.recording { constraint?.isActive = true }
        #expect(diagnostics.map(\.description).contains { $0.contains("refers to an item that no longer exists") })
        #expect(constraint?.isActive == false)
    }

    @Test("a layout guide kept after its view went has no owning view and no frame")
    func guideOutlivesItsView() {
        var guides: [UILayoutGuide] = []
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let spacer = UILayoutGuide()
            view.addLayoutGuide(spacer)
            guides = [spacer, view.layoutMarginsGuide]
            #expect(guides.allSatisfy { $0.owningView === view })
            #expect(view.layoutMarginsGuide.layoutFrame.width == 184)
        }
        #expect(guides.allSatisfy { $0.owningView == nil })
        #expect(guides[1].layoutFrame == .zero)
    }

    @Test("a view referred to by superviews, constraints, guides and its layer carries no side table")
    func referredViewsStayInline() {
        let container = UIView()
        let label = UILabel()
        container.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        _ = label.layer
        for object: AnyObject in [container, label, container.layoutMarginsGuide, label.layer] {
            #expect(!LifetimeToken.hasSideTable(object), "\(type(of: object))")
        }
        // The check sees a side table where a weak reference made one.
        let weaklyReferred = UIView()
        weak let reference = weaklyReferred
        #expect(LifetimeToken.hasSideTable(weaklyReferred))
        #expect(reference != nil)
    }
}
