import CollectionDiagnostics
import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views of a format and
    /// which way it reads (UIKit: `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The option bits, laid out as UIKit lays out its format options.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        // An alignment option is the bit of the attribute it aligns, as in UIKit.
        /// Lines up the left edges of each view and the one before it; for vertical formats only.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Lines up the right edges of each view and the one before it; for vertical formats only.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Lines up the top edges of each view and the one before it; for horizontal formats only.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Lines up the bottom edges of each view and the one before it; for horizontal formats only.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Lines up the leading edges of each view and the one before it; for vertical formats only.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Lines up the trailing edges of each view and the one before it; for vertical formats only.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Lines up the horizontal centers of each view and the one before it; for vertical formats only.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Lines up the vertical centers of each view and the one before it; for horizontal formats only.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Lines up the last text baselines of each view and the one before it; for horizontal formats only.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Lines up the first text baselines of each view and the one before it; for horizontal formats only.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The older name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        /// All the alignment bits, for picking the alignment out of a set of options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Reads horizontal formats from leading to trailing, the default, using leading and trailing attributes.
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Reads horizontal formats from left to right, using left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Reads horizontal formats from right to left, so the first view sits rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// All the direction bits, for picking the direction out of a set of options.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Measures spacing between views' edges, the default.
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Asks for spacing between text baselines; accepted here but ignored, so spacing stays edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit, for picking the spacing choice out of a set of options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a Visual Format Language string describes, not yet active (UIKit's VFL).
    ///
    /// Supported: `H:`/`V:` orientation, `|` superview edges, `-` standard spacing (8 pt between
    /// siblings; to the superview's layout margins at its edges, as UIKit does), `-20-`, `-metric-` and
    /// predicate lists such as `-(>=8,<=20@750)-`, flush views `[a][b]`, view sizes `[a(==100)]`,
    /// `[a(>=50@750)]`, `[a(==b)]`, metrics and priorities by name, the alignment and direction options.
    /// `spacingBaselineToBaseline` is accepted and ignored. A format that does not parse, or names a view
    /// or metric missing from the dictionaries, is reported (UIKit raises) and gives no constraints.
    ///
    /// Cost: linear in the format's length.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            let line = try parser.parse()
            return try line.constraints(options: opts)
        } catch let error as VisualFormatParser.Failure {
            Diagnostics.report(.error(
                "constraints(withVisualFormat:options:metrics:views:)",
                "Unable to parse constraint format: \(error.reason)\n\(format)\n"
                    + String(repeating: " ", count: error.position) + "^"))
            return []
        } catch {
            return []
        }
    }
}

/// A parsed visual format: its orientation and its items from leading (or top) to trailing.
@MainActor
struct VisualFormatLine {
    /// A relation to a constant or to another view's same dimension, with an optional priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var constant: CGFloat
        var view: UIView?
        var priority: UILayoutPriority
    }

    enum Connection {
        /// Views or edges touch: no spacing.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-20-`, `-(>=8)-`: explicit spacing.
        case predicates([Predicate])
    }

    struct Item {
        var view: UIView
        var sizePredicates: [Predicate]
    }

    var isVertical: Bool
    var leadingEdge: Connection?
    var items: [Item]
    /// The connections between consecutive items.
    var connections: [Connection]
    var trailingEdge: Connection?
    /// Where each `|` was, for error reports.
    var superviewPosition: Int

    func constraints(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        let direction = options.intersection(.directionMask)
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let startMargin: NSLayoutConstraint.Attribute
        let endMargin: NSLayoutConstraint.Attribute
        if isVertical {
            (start, end, startMargin, endMargin) = (.top, .bottom, .topMargin, .bottomMargin)
        } else if direction == .directionLeftToRight {
            (start, end, startMargin, endMargin) = (.left, .right, .leftMargin, .rightMargin)
        } else if direction == .directionRightToLeft {
            (start, end, startMargin, endMargin) = (.right, .left, .rightMargin, .leftMargin)
        } else {
            (start, end, startMargin, endMargin) = (.leading, .trailing, .leadingMargin, .trailingMargin)
        }
        // Reading right to left, "after" means a smaller x: spacing runs the other way.
        let sign: CGFloat = !isVertical && direction == .directionRightToLeft ? -1 : 1
        let dimension: NSLayoutConstraint.Attribute = isVertical ? .height : .width

        var result: [NSLayoutConstraint] = []
        func make(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
            _ priority: UILayoutPriority
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: 1, constant: constant)
            constraint.priority = priority
            result.append(constraint)
        }
        /// `later.startAttribute (relation) earlier.endAttribute + spacing`, for each spacing predicate.
        func space(
            _ later: AnyObject, _ laterAttribute: NSLayoutConstraint.Attribute, after earlier: AnyObject,
            _ earlierAttribute: NSLayoutConstraint.Attribute, _ connection: Connection, standard: CGFloat,
            standardAttribute: NSLayoutConstraint.Attribute?
        ) {
            switch connection {
            case .flush:
                make(later, laterAttribute, .equal, earlier, earlierAttribute, 0, .required)
            case .standard:
                make(later, laterAttribute, .equal, earlier, standardAttribute ?? earlierAttribute, sign * standard, .required)
            case .predicates(let predicates):
                for predicate in predicates {
                    make(
                        later, laterAttribute, predicate.relation, earlier, earlierAttribute, sign * predicate.constant,
                        predicate.priority)
                }
            }
        }

        let superview: UIView?
        if leadingEdge != nil || trailingEdge != nil {
            guard let parent = items.first?.view.superview else {
                throw VisualFormatParser.Failure(
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    position: superviewPosition)
            }
            superview = parent
        } else {
            superview = nil
        }

        for (index, item) in items.enumerated() {
            if index == 0, let edge = leadingEdge, let superview {
                // To the superview's edge, standard spacing means its layout margin.
                space(item.view, start, after: superview, start, edge, standard: 0, standardAttribute: startMargin)
            }
            if index > 0 {
                space(
                    item.view, start, after: items[index - 1].view, end, connections[index - 1],
                    standard: AutoLayoutMetrics.systemSpacing, standardAttribute: nil)
            }
            for predicate in item.sizePredicates {
                if let other = predicate.view {
                    make(item.view, dimension, predicate.relation, other, dimension, 0, predicate.priority)
                } else {
                    make(item.view, dimension, predicate.relation, nil, .notAnAttribute, predicate.constant, predicate.priority)
                }
            }
        }
        if let edge = trailingEdge, let superview, let last = items.last {
            // `superview.end (relation) view.end + spacing`; standard spacing is the superview's margin.
            space(superview, end, after: last.view, end, edge, standard: 0, standardAttribute: nil)
            if case .standard = edge {
                result[result.count - 1] = NSLayoutConstraint(
                    item: superview, attribute: endMargin, relatedBy: .equal, toItem: last.view, attribute: end,
                    multiplier: 1, constant: 0)
            }
        }

        // Alignment options tie each view to the one before it.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            guard attribute.axis != (isVertical ? .vertical : .horizontal) else {
                throw VisualFormatParser.Failure(
                    reason: "Options mask required views to be aligned on a \(isVertical ? "vertical" : "horizontal") "
                        + "edge, which is not allowed for layout that is also \(isVertical ? "vertical" : "horizontal").",
                    position: 0)
            }
            for index in items.indices.dropFirst() {
                make(items[index - 1].view, attribute, .equal, items[index].view, attribute, 0, .required)
            }
        }
        return result
    }
}

/// A recursive-descent parser for the Visual Format Language.
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        var reason: String
        var position: Int
    }

    private let characters: [Character]
    private var position = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws -> VisualFormatLine {
        var isVertical = false
        if peek("H:") {
            position += 2
        } else if peek("V:") {
            isVertical = true
            position += 2
        }
        var line = VisualFormatLine(
            isVertical: isVertical, leadingEdge: nil, items: [], connections: [], trailingEdge: nil, superviewPosition: 0)
        if take("|") {
            line.superviewPosition = position - 1
            line.leadingEdge = try connection()
        }
        line.items.append(try item())
        while position < characters.count {
            let link = try connection()
            if take("|") {
                line.superviewPosition = position - 1
                line.trailingEdge = link
                break
            }
            line.connections.append(link)
            line.items.append(try item())
        }
        guard position == characters.count else { throw failure("Expected the end of the format") }
        return line
    }

    // MARK: Grammar

    /// `-`, `-predicate-`, `-(predicates)-`, or nothing.
    private mutating func connection() throws -> VisualFormatLine.Connection {
        guard take("-") else { return .flush }
        if peek("[") || peek("|") { return .standard }
        let predicates = try predicateList(allowViews: false)
        guard take("-") else { throw failure("Expected '-' after a spacing") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func item() throws -> VisualFormatLine.Item {
        guard take("[") else { throw failure("Expected a view") }
        let nameStart = position
        let name = identifier()
        guard !name.isEmpty else { throw failure("Expected a view name") }
        guard let view = views[name] as? UIView else {
            position = nameStart
            throw failure("\(name) is not a key in the views dictionary.")
        }
        var sizes: [VisualFormatLine.Predicate] = []
        if peek("(") { sizes = try predicateList(allowViews: true) }
        guard take("]") else { throw failure("Expected ']'") }
        return VisualFormatLine.Item(view: view, sizePredicates: sizes)
    }

    /// A bare number or metric, or a parenthesised, comma-separated list of predicates.
    private mutating func predicateList(allowViews: Bool) throws -> [VisualFormatLine.Predicate] {
        guard take("(") else { return [try predicate(allowViews: false)] }
        var predicates = [try predicate(allowViews: allowViews)]
        while take(",") { predicates.append(try predicate(allowViews: allowViews)) }
        guard take(")") else { throw failure("Expected ')' or ','") }
        return predicates
    }

    /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`
    private mutating func predicate(allowViews: Bool) throws -> VisualFormatLine.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if take("==") {
            relation = .equal
        } else if take("<=") {
            relation = .lessThanOrEqual
        } else if take(">=") {
            relation = .greaterThanOrEqual
        }
        var result = VisualFormatLine.Predicate(relation: relation, constant: 0, view: nil, priority: .required)
        if let number = number() {
            result.constant = number
        } else {
            let nameStart = position
            let name = identifier()
            if let value = metric(name) {
                result.constant = value
            } else if allowViews, let view = views[name] as? UIView {
                result.view = view
            } else {
                position = nameStart
                throw failure(name.isEmpty ? "Expected a number or a metric" : "\(name) is not a key in the metrics dictionary.")
            }
        }
        if take("@") {
            if let number = number() {
                result.priority = UILayoutPriority(Float(number))
            } else {
                let name = identifier()
                guard let value = metric(name) else { throw failure("Expected a priority") }
                result.priority = UILayoutPriority(Float(value))
            }
        }
        return result
    }

    // MARK: Tokens

    private func peek(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    private mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        position += text.count
        return true
    }

    private mutating func identifier() -> String {
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position] == "_"
                || (position > start && characters[position].isNumber)
        {
            position += 1
        }
        return String(characters[start..<position])
    }

    private mutating func number() -> CGFloat? {
        let start = position
        if position < characters.count, characters[position] == "-" || characters[position] == "+" { position += 1 }
        while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
        guard position > start, let value = Double(String(characters[start..<position])) else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        CGFloat(numericValue: metrics[name])
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, position: position)
    }
}
