import Foundation
import OpenUIKit
import Testing

/// Layers as apps use them around collection views: sublayers (a gradient behind a cell's content), a view whose own
/// layer is a gradient, and animations that Core Animation runs without changing model values.
@MainActor
@Suite struct LayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func sublayersKeepTheirOrderAndSuperlayer() {
        let host = CALayer()
        let back = CALayer()
        let middle = CALayer()
        let front = CALayer()
        host.addSublayer(middle)
        host.addSublayer(front)
        host.insertSublayer(back, at: 0)
        #expect(host.sublayers?.map(ObjectIdentifier.init) == [back, middle, front].map(ObjectIdentifier.init))
        #expect(front.superlayer === host)
        let between = CALayer()
        host.insertSublayer(between, above: middle)
        #expect(host.sublayers?.firstIndex { $0 === between } == 2)
        host.insertSublayer(between, below: back)
        #expect(host.sublayers?.firstIndex { $0 === between } == 0)
        #expect(host.sublayers?.count == 4)
        for layer in [back, middle, front, between] { layer.removeFromSuperlayer() }
        #expect(host.sublayers == nil)
        #expect(front.superlayer == nil)
        front.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(front.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aViewsLayerClassMakesItsLayer() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor]
        let node = view.renderNode()
        let drawn = try #require(node.gradient)
        #expect(drawn.type == .axial)
        #expect(drawn.stops.map(\.location) == [0, 0.5, 1])
        #expect(drawn.startPoint == CGPoint(x: 0.5, y: 0) && drawn.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(UIView().layer is CAGradientLayer == false)
        gradient.locations = [0, 0.2, 1]
        #expect(view.renderNode().gradient?.stops.map(\.location) == [0, 0.2, 1])
        gradient.colors = nil
        #expect(view.renderNode().gradient == nil)
    }

    @Test func aSublayerInsertedAtTheBackDrawsBehindSubviewsAndOneAddedLaterOverThem() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let shade = CAGradientLayer()
        shade.frame = cell.bounds
        shade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        cell.layer.insertSublayer(shade, at: 0)
        cell.addSubview(UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20)))
        let scrim = CALayer()
        scrim.frame = CGRect(x: 0, y: 50, width: 200, height: 50)
        scrim.backgroundColor = UIColor.black.withAlphaComponent(0.3).cgColor
        scrim.opacity = 0.5
        cell.layer.addSublayer(scrim)
        let node = cell.renderNode()
        #expect(node.layers.count == 2)
        #expect(node.layers[0].frame == cell.bounds)
        #expect(node.layers[0].gradient?.stops.count == 2)
        #expect(!node.layers[0].isOverSubviews)
        #expect(node.layers[1].frame == CGRect(x: 0, y: 50, width: 200, height: 50))
        #expect(node.layers[1].isOverSubviews)
        #expect(node.layers[1].opacity == 0.5)
        scrim.isHidden = true
        #expect(cell.renderNode().layers.count == 1)
    }

    @Test func renderNodesOfLayersWithTheSameColourShareOneColourObject() throws {
        func bordered() -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.borderWidth = 1
            // Each call makes a layer colour of its own.
            view.layer.borderColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).cgColor
            return view
        }
        let first = try #require(bordered().renderNode().borderColor)
        let second = try #require(bordered().renderNode().borderColor)
        #expect(first === second)
        #expect(first.cgColor == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).cgColor)
        let other = bordered()
        other.layer.borderColor = UIColor.black.cgColor
        let otherColor = try #require(other.renderNode().borderColor)
        #expect(otherColor !== first)
    }

    @Test func aBackgroundColourWaitsInTheViewUntilItsLayerIsMade() throws {
        let view = UIView()
        let blue = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        view.backgroundColor = blue
        #expect(view.loadedLayer == nil)
        #expect(view.backgroundColor === blue)
        // The layer, once asked for, holds the colour; a colour given to the layer is then the view's.
        #expect(view.layer.backgroundColor == blue.cgColor)
        #expect(view.backgroundColor === blue)
        view.layer.backgroundColor = UIColor.red.cgColor
        let read = try #require(view.backgroundColor)
        #expect(read.cgColor == UIColor.red.cgColor)
        // Clearing the colour of a view without a layer makes none.
        let plain = UIView()
        plain.backgroundColor = blue
        plain.backgroundColor = nil
        #expect(plain.backgroundColor == nil)
        #expect(plain.loadedLayer == nil)
        #expect(plain.layer.backgroundColor == nil)
    }

    @Test func animationsAreKeptAndChangeNoModelValue() {
        let layer = CALayer()
        layer.opacity = 1
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "pulse")
        layer.add(CABasicAnimation(keyPath: "transform.scale"), forKey: "grow")
        #expect(layer.animationKeys() == ["pulse", "grow"])
        #expect((layer.animation(forKey: "pulse") as? CABasicAnimation)?.keyPath == "opacity")
        #expect(layer.opacity == 1)
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "pulse")
        #expect(layer.animationKeys() == ["grow", "pulse"])
        layer.removeAnimation(forKey: "grow")
        #expect(layer.animationKeys() == ["pulse"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }
}
