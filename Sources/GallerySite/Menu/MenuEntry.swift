/// A row of the sample's root menu: a group of rows, or an example.
public indirect enum MenuEntry: Sendable, Hashable {
    /// A group row and the rows it holds.
    case group(title: String, children: [MenuEntry])
    /// An example, named by its menu title.
    case example(title: String)

    /// The row's title.
    public var title: String {
        switch self {
        case .group(let title, _), .example(let title): return title
        }
    }

    /// The menu titles of the examples in this entry, depth first, in menu order.
    public var exampleTitles: [String] {
        switch self {
        case .example(let title): return [title]
        case .group(_, let children): return children.flatMap(\.exampleTitles)
        }
    }

    /// The titles of the groups leading to the example titled `exampleTitle`, outermost first, or `nil`
    /// when this entry does not hold that example.
    public func groupTitles(leadingTo exampleTitle: String) -> [String]? {
        switch self {
        case .example(let title):
            return title == exampleTitle ? [] : nil
        case .group(let title, let children):
            for child in children {
                if let path = child.groupTitles(leadingTo: exampleTitle) { return [title] + path }
            }
            return nil
        }
    }
}
