import Foundation

/// A linear function of solver variables: `constant + Σ coefficient × variable`.
struct LinearComponent {
    var constant: Double
    var terms: [PrioritySimplexSolver.Term]

    init(_ constant: Double) {
        self.constant = constant
        terms = []
    }

    init(variable: Int32) {
        constant = 0
        terms = [PrioritySimplexSolver.Term(variable: variable, coefficient: 1)]
    }

    /// `self + factor × other`.
    func adding(_ other: LinearComponent, times factor: Double) -> LinearComponent {
        var result = self
        result.constant += other.constant * factor
        for term in other.terms where factor != 0 {
            result.terms.append(PrioritySimplexSolver.Term(variable: term.variable, coefficient: term.coefficient * factor))
        }
        return result
    }
}

/// An item's frame in the coordinates of the view being solved, each of its origin and size a linear
/// function of the solve's variables. Views and guides that are variables of the solve are cheaper
/// to refer to by slot; this form describes the others (fixed frames, autoresizing frames that follow
/// a variable superview).
struct LinearFrame {
    var x: LinearComponent
    var y: LinearComponent
    var width: LinearComponent
    var height: LinearComponent

    /// A frame that does not depend on any variable.
    init(fixed rect: CGRect) {
        x = LinearComponent(Double(rect.minX))
        y = LinearComponent(Double(rect.minY))
        width = LinearComponent(Double(rect.width))
        height = LinearComponent(Double(rect.height))
    }

    /// The frame of the item whose variables start at `4 × slot`.
    init(slot: Int32) {
        x = LinearComponent(variable: slot * 4)
        y = LinearComponent(variable: slot * 4 + 1)
        width = LinearComponent(variable: slot * 4 + 2)
        height = LinearComponent(variable: slot * 4 + 3)
    }

    init(x: LinearComponent, y: LinearComponent, width: LinearComponent, height: LinearComponent) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// An attribute of an item written over the item's frame: `x·X + y·Y + w·W + h·H + constant`.
struct AttributeCoefficients {
    var x: Double = 0
    var y: Double = 0
    var width: Double = 0
    var height: Double = 0
    var constant: Double = 0

    /// `attribute` of a rectangle whose margins (for the margin attributes) are `margins`.
    init(_ attribute: NSLayoutConstraint.Attribute, margins: UIEdgeInsets = .zero) {
        let left = Double(margins.left)
        let right = Double(margins.right)
        let top = Double(margins.top)
        let bottom = Double(margins.bottom)
        switch attribute {
        case .left, .leading: x = 1
        case .right, .trailing: (x, width) = (1, 1)
        case .centerX: (x, width) = (1, 0.5)
        case .width: width = 1
        case .top: y = 1
        case .bottom, .lastBaseline, .firstBaseline: (y, height) = (1, 1)
        case .centerY: (y, height) = (1, 0.5)
        case .height: height = 1
        case .leftMargin, .leadingMargin: (x, constant) = (1, left)
        case .rightMargin, .trailingMargin: (x, width, constant) = (1, 1, -right)
        case .centerXWithinMargins: (x, width, constant) = (1, 0.5, (left - right) / 2)
        case .topMargin: (y, constant) = (1, top)
        case .bottomMargin: (y, height, constant) = (1, 1, -bottom)
        case .centerYWithinMargins: (y, height, constant) = (1, 0.5, (top - bottom) / 2)
        case .notAnAttribute: break
        }
    }

    init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0, constant: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.constant = constant
    }

    /// The same attribute of a rectangle inset by `insets` from the one these coefficients are over,
    /// rewritten over the outer rectangle (a system guide's attribute over its view's frame).
    func inset(by insets: UIEdgeInsets) -> AttributeCoefficients {
        let left = Double(insets.left)
        let top = Double(insets.top)
        var result = self
        result.constant += x * left + y * top - width * (left + Double(insets.right))
            - height * (top + Double(insets.bottom))
        return result
    }
}
