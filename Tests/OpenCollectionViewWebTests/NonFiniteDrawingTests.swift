import CollectionDiagnostics
import Foundation
@testable import OpenCollectionView
@testable import OpenUIKit
import PropertyBased
import Testing

@testable import OpenCollectionViewWeb

/// Whatever numbers an app puts in what it draws — NaN, infinities, the largest finite values, negatives — in frames,
/// transforms, corners, borders, colours, paths, shape strokes, gradients, image views, fonts, controls and
/// animations, a window is drawn as HTML without stopping the process, no number that is not finite reaches the page,
/// and what cannot be drawn is said.
@MainActor
@Suite struct NonFiniteDrawingTests {
    static let awkward: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -5, 0, 1e300]

    /// One view of a random kind, with random awkward numbers in random properties.
    static func view(_ rng: inout some RandomNumberGenerator) -> UIView {
        func pick() -> CGFloat {
            Bool.random(using: &rng) ? awkward.randomElement(using: &rng)! : CGFloat.random(in: 0...200, using: &rng)
        }
        func rect() -> CGRect { CGRect(x: pick(), y: pick(), width: pick(), height: pick()) }
        let view: UIView
        switch Int.random(in: 0...7, using: &rng) {
        case 0:
            let label = UILabel()
            label.text = "Awkward"
            label.font = .systemFont(ofSize: pick())
            view = label
        case 1:
            let imageView = UIImageView(image: Bool.random(using: &rng) ? UIImage(systemName: "star") : ImageHTMLTests.gif)
            imageView.contentMode = [.center, .scaleAspectFit, .topLeft].randomElement(using: &rng)!
            view = imageView
        case 2:
            let progress = UIProgressView()
            progress.progress = Float(pick())
            view = progress
        case 3:
            let slider = UISlider()
            slider.minimumValue = Float(pick())
            slider.maximumValue = Float(pick())
            slider.value = Float(pick())
            view = slider
        case 4:
            let stepper = UIStepper()
            stepper.maximumValue = Double(pick())
            stepper.stepValue = Double(pick())
            stepper.value = Double(pick())
            view = stepper
        case 5:
            view = UIActivityIndicatorView(style: .medium)
        default:
            view = UIView()
        }
        view.frame = rect()
        view.alpha = pick()
        view.transform = CGAffineTransform(a: pick(), b: 0, c: 0, d: pick(), tx: pick(), ty: pick())
        view.backgroundColor = UIColor(red: pick(), green: pick(), blue: pick(), alpha: pick())
        view.layer.cornerRadius = pick()
        view.layer.borderWidth = pick()
        view.layer.borderColor = UIColor(white: pick(), alpha: pick()).cgColor
        if Bool.random(using: &rng) {
            let shape = CAShapeLayer()
            shape.frame = rect()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: pick(), y: pick()))
            path.addArc(center: CGPoint(x: pick(), y: pick()), radius: pick(), startAngle: pick(), endAngle: pick(), clockwise: true)
            path.addLine(to: CGPoint(x: pick(), y: pick()))
            shape.path = path
            shape.lineWidth = pick()
            shape.strokeEnd = pick()
            shape.lineDashPattern = [NSNumber(value: Double(pick())), 2]
            shape.strokeColor = UIColor(red: pick(), green: 0, blue: 0, alpha: 1).cgColor
            view.layer.addSublayer(shape)
        }
        if Bool.random(using: &rng) {
            let gradient = CAGradientLayer()
            gradient.frame = rect()
            gradient.colors = [UIColor.red.cgColor, UIColor(white: pick(), alpha: 1).cgColor]
            gradient.locations = [NSNumber(value: Double(pick())), NSNumber(value: Double(pick()))]
            gradient.startPoint = CGPoint(x: pick(), y: pick())
            view.layer.addSublayer(gradient)
        }
        if Bool.random(using: &rng) {
            let animation = CABasicAnimation(keyPath: ["opacity", "position.x", "transform.scale"].randomElement(using: &rng)!)
            animation.fromValue = pick()
            animation.toValue = pick()
            animation.duration = Double(pick())
            animation.repeatCount = Float(pick())
            view.layer.add(animation, forKey: "awkward")
        }
        return view
    }

    @Test func awkwardNumbersNeverStopTheProcessNorReachThePage() async {
        // Views are made on the main actor, from a seed the generator draws.
        let seeds = Generator(run: { rng in UInt64.random(in: 0...UInt64.max, using: &rng) })
        await propertyCheck(count: 300, input: seeds) { seed in
            var rng = Seeded(seed: seed)
            let ((tree, html), _) = Diagnostics.recording { () -> (WindowRenderTree, String) in
                let views = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Self.view(&rng) }
                let screen = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = screen
                window.makeKeyAndVisible()
                for view in views { screen.view.addSubview(view) }
                window.layoutIfNeeded()
                let tree = window.renderTree()
                return (tree, WindowHTML.html(tree))
            }
            #expect(html.contains("ocv-window"))
            // Every node the page is sent can be drawn.
            func drawable(_ node: RenderNode) -> Bool { node.nonFiniteValue == nil && node.children.allSatisfy(drawable) }
            #expect(tree.screens.count == 1)
            #expect(tree.screens.allSatisfy { drawable($0.content) })
            for word in ["nan", "inf", "NaN", "Infinity"] {
                #expect(!html.contains("\(word)px") && !html.contains(":\(word)") && !html.contains(" \(word) "), "\(word)")
            }
        }
    }

    /// The trap the issue found: an arc with an infinite angle, and an image view of infinite width, in one window.
    @Test func anInfiniteArcAndAnInfinitelyWideImageAreSaidAndDrawnAsNothing() throws {
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let (_, pathDiagnostics) = Diagnostics.recording {
            ring.path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: .infinity, clockwise: true).cgPath
        }
        #expect(pathDiagnostics.count == 1)
        screen.view.layer.addSublayer(ring)
        let wide = UIImageView(image: UIImage(systemName: "star"))
        wide.frame = CGRect(x: 0, y: 100, width: CGFloat.infinity, height: 30)
        screen.view.addSubview(wide)
        let (html, diagnostics) = Diagnostics.recording { WindowHTML.html(window.renderTree()) }
        #expect(html.contains("ocv-window"))
        #expect(!html.contains("star"))
        #expect(diagnostics.map(\.description) == [
            "UIImageView: its frame holds a number that is not finite (NaN or infinite): the view is not drawn"
        ])
    }
}

/// A random number generator that repeats for a seed (SplitMix64's steps).
private struct Seeded: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
