import CompositionalLayoutEngine
import Foundation
import Testing

/// A page with no server describes its layout in JavaScript (`layout-description.js`): for hand-written layouts that
/// between them use every field the format carries, its numbers are exactly the server's `LayoutDescription` of the
/// same layout built as specs, its measurements are `LayoutDescription.encoded`, and input it cannot describe is
/// refused with the field at fault — run in Node.
@Suite struct JavaScriptDescriptionTests {
    /// One layout, as the server builds it and as a page's author writes it.
    struct Layout: Sendable {
        var name: String
        var configuration = LayoutConfigurationSpec()
        var sections: [SectionInput]
        var environment: LayoutEnvironment
        /// `describeLayout`'s input, as JSON.
        var javaScript: String
    }

    @Test func theJavaScriptDescriptionIsTheServersNumberForNumber() throws {
        let layouts = Self.layouts()
        let answers = try Self.describeInNode("[" + layouts.map(\.javaScript).joined(separator: ",") + "]")
        #expect(answers.count == layouts.count)
        for (layout, answer) in zip(layouts, answers) {
            let swiftDescription = try #require(LayoutDescription(
                configuration: layout.configuration, sections: layout.sections, environment: layout.environment))
            let jsNumbers = try #require(answer as? [Double], "\(layout.name): \(answer)")
            #expect(jsNumbers == swiftDescription.numbers, "\(layout.name)")
        }
    }

    @Test func inputThatDescribesNoLayoutIsRefusedNamingTheField() throws {
        let dimensions = "{ absolute: n }, { estimated: n }, { fractionalWidth: n }, { fractionalHeight: n }, { uniformAcrossSiblings: n }"
        let fields = "container, scale, safeAreaInsets, layoutMargins, readableContentInsets, configuration, sections"
        let refused: [(javaScript: String, message: String)] = [
            (
                Self.oneSection(group: """
                    { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolut": 44 } },
                      "subitems": [{ "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } }] }
                    """),
                "sections[0].group.size.height: unknown dimension \"absolut\": use one of \(dimensions)"
            ),
            (
                #"{ "container": { "width": 390, "height": 844 }, "scale": 3, "sections": [{ "items": -1, "group": null }] }"#,
                "sections[0].items: must be a whole number from 0 up (below 1e9), not -1"
            ),
            (
                Self.oneSection(group: """
                    { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 90 } }, "count": 0,
                      "subitem": { "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } } } }
                    """),
                "sections[0].group.count: must be a whole number from 1 up (below 1e9), not 0"
            ),
            (
                Self.oneSection(group: """
                    { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 90 } }, "subitems": [] }
                    """),
                "sections[0].group.axis: custom groups run app code (their item provider) and cannot be described"
            ),
            (
                #"{ "container": { "width": 390, "height": 844 }, "scale": 0.5, "sections": [] }"#,
                "scale: must be from 1 to 4 (points per device pixel), not 0.5"
            ),
            (
                #"{ "container": { "width": 390, "height": 844 }, "scale": 2, "sectons": [] }"#,
                "sectons: is not a field here (fields: \(fields))"
            ),
        ]
        let answers = try Self.describeInNode("[" + refused.map { $0.javaScript }.joined(separator: ",") + "]")
        #expect(answers.count == refused.count)
        for (refusal, answer) in zip(refused, answers) {
            let error = try #require(answer as? [String: Any], "no error for \(refusal.javaScript)")
            #expect(error["error"] as? String == refusal.message)
        }
    }

    @Test func measurementsAreTheServersNumberForNumber() throws {
        let measurements = [
            LayoutDescription.Measurement(kind: nil, indexPath: IndexPath(indexes: [0, 3]), size: CGSize(width: 120, height: 44.5)),
            LayoutDescription.Measurement(
                kind: nil, indexPath: IndexPath(indexes: [0, 4]), size: CGSize(width: 120, height: 61.333333333333336)),
            LayoutDescription.Measurement(kind: "header", indexPath: IndexPath(indexes: [1, 0]), size: CGSize(width: 390, height: 52)),
            LayoutDescription.Measurement(kind: "layout-header", indexPath: IndexPath(index: 0), size: CGSize(width: 390, height: 80)),
            LayoutDescription.Measurement(
                kind: "étiquette", indexPath: IndexPath(indexes: [2, 999_999]), size: CGSize(width: 0, height: 17.25)),
        ]
        let answers = try Self.describeInNode("""
            [
              [{ "kind": null, "indexPath": [0, 3], "width": 120, "height": 44.5 },
               { "indexPath": [0, 4], "width": 120, "height": 61.333333333333336 },
               { "kind": "header", "indexPath": [1, 0], "width": 390, "height": 52 },
               { "kind": "layout-header", "indexPath": [0], "width": 390, "height": 80 },
               { "kind": "étiquette", "indexPath": [2, 999999], "width": 0, "height": 17.25 }],
              []
            ]
            """, measurements: true)
        #expect(answers.count == 2)
        #expect(answers.first as? [Double] == LayoutDescription.encoded(measurements))
        #expect(answers.last as? [Double] == LayoutDescription.encoded([]))
    }

    // MARK: The layouts

    /// `describeLayout`'s input for a phone-sized layout of one section of 10 items with `group`.
    static func oneSection(group: String) -> String {
        #"{ "container": { "width": 390, "height": 844 }, "scale": 3, "sections": [{ "items": 10, "group": "#
            + group + " }] }"
    }

    static func layouts() -> [Layout] {
        [photos(), nestedGroups(), countedGroups(), supplementaries(), orthogonalRows(), selfSizing(), horizontalScrolling()]
    }

    /// Everything left to its default but the grid itself.
    static func photos() -> Layout {
        let tile = LayoutElementSpec.item(ItemSpec(size: LayoutSize(width: fw(0.25), height: fh(1)), contentInsets: insets(2)))
        let row = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(100)), subitems: [tile], interItemSpacing: .fixed(8))
        let section = SectionSpec(
            group: row, contentInsets: LayoutInsets(top: 16, leading: 12, bottom: 16, trailing: 12), interGroupSpacing: 8)
        return Layout(
            name: "a photos grid", sections: [SectionInput(spec: section, itemCount: 1_000_000)],
            environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3),
            javaScript: """
                { "container": { "width": 390, "height": 844 }, "scale": 3,
                  "sections": [{
                    "items": 1000000,
                    "group": {
                      "axis": "horizontal",
                      "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } },
                      "subitems": [{ "item": {
                        "size": { "width": { "fractionalWidth": 0.25 }, "height": { "fractionalHeight": 1 } },
                        "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 } } }],
                      "interItemSpacing": { "fixed": 8 } },
                    "interGroupSpacing": 8,
                    "contentInsets": { "top": 16, "leading": 12, "bottom": 16, "trailing": 12 } }] }
                """)
    }

    /// A group in a group, flexible spacing, edge spacing on items and groups, and insets measured from the layout
    /// margins of an environment with every kind of inset.
    static func nestedGroups() -> Layout {
        let wide = LayoutElementSpec.item(ItemSpec(
            size: LayoutSize(width: fw(0.5), height: fh(1)),
            edgeSpacing: LayoutEdgeSpacing(leading: .flexible(4), top: .fixed(2), trailing: nil, bottom: nil)))
        let stacked = LayoutElementSpec.item(ItemSpec(size: LayoutSize(width: fw(1), height: fh(0.5)), zIndex: 2))
        let column = GroupSpec(
            arrangement: .vertical, size: LayoutSize(width: fw(0.5), height: fh(1)), subitems: [stacked],
            interItemSpacing: .flexible(6), contentInsets: insets(4),
            edgeSpacing: LayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(3), bottom: .flexible(1)))
        let row = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(200)), subitems: [wide, .group(column)],
            interItemSpacing: .flexible(0))
        let section = SectionSpec(group: row, contentInsetsReference: .layoutMargins, interGroupSpacing: 12)
        return Layout(
            name: "nested groups", sections: [SectionInput(spec: section, itemCount: 500)],
            environment: LayoutEnvironment(
                containerSize: CGSize(width: 834, height: 1194), displayScale: 2,
                safeAreaInsets: LayoutInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                layoutMargins: LayoutInsets(top: 8, leading: 20, bottom: 8, trailing: 20),
                readableContentInsets: LayoutInsets(top: 0, leading: 97, bottom: 0, trailing: 97)),
            javaScript: """
                { "container": { "width": 834, "height": 1194 }, "scale": 2,
                  "safeAreaInsets": { "top": 24, "bottom": 20 },
                  "layoutMargins": { "top": 8, "leading": 20, "bottom": 8, "trailing": 20 },
                  "readableContentInsets": { "leading": 97, "trailing": 97 },
                  "sections": [{
                    "items": 500,
                    "group": {
                      "axis": "horizontal",
                      "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } },
                      "subitems": [
                        { "item": {
                          "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                          "edgeSpacing": { "leading": { "flexible": 4 }, "top": { "fixed": 2 }, "trailing": null } } },
                        { "group": {
                          "axis": "vertical",
                          "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                          "subitems": [{ "item": {
                            "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 0.5 } }, "zIndex": 2 } }],
                          "interItemSpacing": { "flexible": 6 },
                          "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 },
                          "edgeSpacing": { "trailing": { "fixed": 3 }, "bottom": { "flexible": 1 } } } }],
                      "interItemSpacing": { "flexible": 0 } },
                    "contentInsetsReference": "layoutMargins",
                    "interGroupSpacing": 12 }] }
                """)
    }

    /// UIKit's three count-based groups: `subitem:count:` (copies sharing the group evenly, whatever their own size),
    /// `repeatingSubitem:count:` (copies at their own size), and a count cycling through several subitems.
    static func countedGroups() -> Layout {
        var thirds = GroupSpec.dividingEvenly(
            .horizontal, size: LayoutSize(width: fw(1), height: pt(80)),
            subitem: .item(ItemSpec(size: LayoutSize(width: pt(10), height: fh(1)))), count: 3)
        thirds.interItemSpacing = .fixed(10)
        let pair = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(50)),
            subitems: [.item(ItemSpec(size: LayoutSize(width: fw(0.5), height: fh(1))))])
        let quarters = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: fw(1), height: pt(300)), subitem: .group(pair), count: 4)
        let repeating = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(60)),
            subitems: [.item(ItemSpec(size: LayoutSize(width: pt(70), height: fh(1))))], capacity: .exactly(4))
        let cycling = GroupSpec(
            arrangement: .vertical, size: LayoutSize(width: fw(1), height: pt(240)),
            subitems: [
                .item(ItemSpec(size: LayoutSize(width: fw(1), height: pt(40)))),
                .item(ItemSpec(size: LayoutSize(width: fw(0.5), height: pt(60)))),
            ],
            capacity: .exactly(5), interItemSpacing: .fixed(4))
        return Layout(
            name: "count-based groups", configuration: LayoutConfigurationSpec(interSectionSpacing: 24),
            sections: [
                SectionInput(spec: SectionSpec(group: thirds), itemCount: 31),
                SectionInput(spec: SectionSpec(group: quarters), itemCount: 17),
                SectionInput(spec: SectionSpec(group: repeating), itemCount: 9),
                SectionInput(spec: SectionSpec(group: cycling), itemCount: 12),
            ],
            environment: LayoutEnvironment(containerSize: CGSize(width: 1280, height: 800), displayScale: 1),
            javaScript: """
                { "container": { "width": 1280, "height": 800 }, "scale": 1,
                  "configuration": { "interSectionSpacing": 24 },
                  "sections": [
                    { "items": 31, "group": {
                      "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 80 } },
                      "subitem": { "item": { "size": { "width": { "absolute": 10 }, "height": { "fractionalHeight": 1 } } } },
                      "count": 3, "interItemSpacing": { "fixed": 10 } } },
                    { "items": 17, "group": {
                      "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 300 } },
                      "subitem": { "group": {
                        "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                        "subitems": [{ "item": {
                          "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } }] } },
                      "count": 4 } },
                    { "items": 9, "group": {
                      "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 60 } },
                      "repeatingSubitem": { "item": { "size": { "width": { "absolute": 70 }, "height": { "fractionalHeight": 1 } } } },
                      "count": 4 } },
                    { "items": 12, "group": {
                      "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 240 } },
                      "subitems": [
                        { "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } } },
                        { "item": { "size": { "width": { "fractionalWidth": 0.5 }, "height": { "absolute": 60 } } } }],
                      "count": 5, "interItemSpacing": { "fixed": 4 } } }] }
                """)
    }

    /// Boundary items of the layout and of a section (pinned, overlapping, offset, inset), badges and separators on
    /// items, a label on groups, and background decorations.
    static func supplementaries() -> Layout {
        let badge = SupplementarySpec(
            size: LayoutSize(width: pt(20), height: pt(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractionalOffset: true),
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading], offset: CGPoint(x: -2, y: 1)), zIndex: 3)
        let separator = SupplementarySpec(
            size: LayoutSize(width: fw(1), height: pt(0.5)), elementKind: "separator", containerAnchor: LayoutAnchor(edges: .bottom),
            zIndex: 2, contentInsets: LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 0), isDecoration: true)
        let tile = LayoutElementSpec.item(ItemSpec(
            size: LayoutSize(width: fw(0.5), height: fh(1)), supplementaries: [badge, separator], zIndex: 1))
        var row = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(120)), subitems: [tile])
        row.supplementaries = [SupplementarySpec(
            size: LayoutSize(width: fw(0.5), height: pt(16)), elementKind: "group-label", containerAnchor: LayoutAnchor(edges: .all))]
        let section = SectionSpec(
            group: row, contentInsets: LayoutInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
            supplementariesFollowContentInsets: false,
            boundaryItems: [
                BoundarySupplementarySpec(
                    size: LayoutSize(width: fw(1), height: est(44)), elementKind: "header", alignment: .top, pinToVisibleBounds: true,
                    zIndex: 5),
                BoundarySupplementarySpec(
                    size: LayoutSize(width: fw(1), height: pt(30)), elementKind: "footer", alignment: .bottom, extendsBoundary: false,
                    contentInsets: LayoutInsets(top: 0, leading: 8, bottom: 0, trailing: 8)),
                BoundarySupplementarySpec(
                    size: LayoutSize(width: pt(40), height: pt(100)), elementKind: "index", alignment: [.bottom, .trailing],
                    offset: CGPoint(x: -4, y: 2), extendsBoundary: false),
            ],
            decorations: [
                DecorationSpec(elementKind: "background", zIndex: -10, contentInsets: insets(6)), DecorationSpec(elementKind: "shadow"),
            ])
        let configuration = LayoutConfigurationSpec(
            contentInsetsReference: .none,
            boundaryItems: [BoundarySupplementarySpec(
                size: LayoutSize(width: fw(1), height: est(60)), elementKind: "layout-header", alignment: [.top, .leading],
                offset: CGPoint(x: 0, y: 4), pinToVisibleBounds: true)])
        return Layout(
            name: "supplementaries", configuration: configuration, sections: [SectionInput(spec: section, itemCount: 250)],
            environment: LayoutEnvironment(
                containerSize: CGSize(width: 390, height: 844), displayScale: 3,
                safeAreaInsets: LayoutInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),
            javaScript: """
                { "container": { "width": 390, "height": 844 }, "scale": 3,
                  "safeAreaInsets": { "top": 47, "leading": 0, "bottom": 34, "trailing": 0 },
                  "configuration": {
                    "contentInsetsReference": "none",
                    "boundarySupplementaryItems": [{
                      "elementKind": "layout-header", "alignment": "topLeading", "absoluteOffset": { "x": 0, "y": 4 },
                      "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 60 } }, "pinToVisibleBounds": true }] },
                  "sections": [{
                    "items": 250,
                    "group": {
                      "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 120 } },
                      "subitems": [{ "item": {
                        "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                        "zIndex": 1,
                        "supplementaryItems": [
                          { "elementKind": "badge", "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } },
                            "containerAnchor": { "edges": ["top", "trailing"], "fractionalOffset": { "x": 0.3, "y": -0.3 } },
                            "itemAnchor": { "edges": ["bottom", "leading"], "absoluteOffset": { "x": -2, "y": 1 } },
                            "zIndex": 3 },
                          { "elementKind": "separator", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 0.5 } },
                            "containerAnchor": { "edges": "bottom" }, "zIndex": 2, "contentInsets": { "leading": 16 },
                            "isDecoration": true }] } }],
                      "supplementaryItems": [
                        { "elementKind": "group-label", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "absolute": 16 } },
                          "containerAnchor": { "edges": ["all"] } }] },
                    "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
                    "supplementariesFollowContentInsets": false,
                    "boundarySupplementaryItems": [
                      { "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true, "zIndex": 5,
                        "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } } },
                      { "elementKind": "footer", "alignment": "bottom", "extendsBoundary": false,
                        "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } },
                        "contentInsets": { "leading": 8, "trailing": 8 } },
                      { "elementKind": "index", "alignment": "bottomTrailing", "absoluteOffset": { "x": -4, "y": 2 },
                        "extendsBoundary": false, "size": { "width": { "absolute": 40 }, "height": { "absolute": 100 } } }],
                    "decorationItems": [
                      { "elementKind": "background", "zIndex": -10,
                        "contentInsets": { "top": 6, "leading": 6, "bottom": 6, "trailing": 6 } },
                      { "elementKind": "shadow" }] }] }
                """)
    }

    /// Every orthogonal scrolling behaviour, a section with no layout, an empty one, spacing between sections and
    /// insets measured from the readable-content guide.
    static func orthogonalRows() -> Layout {
        let behaviors: [(OrthogonalScrollingBehavior, String)] = [
            (.none, "none"), (.continuous, "continuous"), (.continuousGroupLeadingBoundary, "continuousGroupLeadingBoundary"),
            (.paging, "paging"), (.groupPaging, "groupPaging"), (.groupPagingCentered, "groupPagingCentered"),
        ]
        var sections: [SectionInput] = []
        var javaScript: [String] = []
        for (index, (behavior, name)) in behaviors.enumerated() {
            let card = GroupSpec(
                arrangement: .horizontal, size: LayoutSize(width: fw(0.8), height: pt(150)),
                subitems: [.item(ItemSpec(size: LayoutSize(width: fw(1), height: fh(1))))])
            sections.append(SectionInput(
                spec: SectionSpec(
                    group: card, contentInsets: LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 16), interGroupSpacing: 10,
                    orthogonalScrolling: behavior),
                itemCount: 12 + index))
            javaScript.append("""
                { "items": \(12 + index), "orthogonalScrollingBehavior": "\(name)", "interGroupSpacing": 10,
                  "contentInsets": { "leading": 16, "trailing": 16 },
                  "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 0.8 }, "height": { "absolute": 150 } },
                    "subitems": [{ "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } }] } }
                """)
        }
        sections.insert(SectionInput(spec: nil, itemCount: 7), at: 2)
        javaScript.insert(#"{ "items": 7, "group": null }"#, at: 2)
        sections.append(SectionInput(
            spec: SectionSpec(group: GroupSpec(
                arrangement: .vertical, size: LayoutSize(width: fw(1), height: pt(44)),
                subitems: [.item(ItemSpec(size: LayoutSize(width: fw(1), height: fh(1))))])),
            itemCount: 0))
        javaScript.append("""
            { "items": 0, "group": { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
              "subitems": [{ "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } }] } }
            """)
        return Layout(
            name: "orthogonal rows",
            configuration: LayoutConfigurationSpec(interSectionSpacing: 20, contentInsetsReference: .readableContent),
            sections: sections,
            environment: LayoutEnvironment(
                containerSize: CGSize(width: 1024, height: 768), displayScale: 2,
                readableContentInsets: LayoutInsets(top: 0, leading: 120, bottom: 0, trailing: 120)),
            javaScript: """
                { "container": { "width": 1024, "height": 768 }, "scale": 2,
                  "readableContentInsets": { "leading": 120, "trailing": 120 },
                  "configuration": { "interSectionSpacing": 20, "contentInsetsReference": "readableContent" },
                  "sections": [\(javaScript.joined(separator: ",\n"))] }
                """)
    }

    /// Estimated and uniform sizes, list-like cells drawn above others, padding around sections, and each section's own
    /// insets reference.
    static func selfSizing() -> Layout {
        let row = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: est(44)),
            subitems: [.item(ItemSpec(size: LayoutSize(width: fw(1), height: est(44)), zIndex: 10))])
        var list = SectionSpec(
            group: row, contentInsetsReference: .safeArea,
            boundaryItems: [BoundarySupplementarySpec(
                size: LayoutSize(width: fw(1), height: est(38)), elementKind: "header", alignment: .top)])
        list.paddingBefore = 22
        list.paddingAfter = 6
        let chips = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: est(50)),
            subitems: [.item(ItemSpec(size: LayoutSize(width: est(80), height: .uniformAcrossSiblings(estimate: 50))))],
            interItemSpacing: .fixed(8))
        let tags = SectionSpec(group: chips, contentInsetsReference: .none, interGroupSpacing: 8, supplementariesFollowContentInsets: true)
        return Layout(
            name: "self-sizing",
            sections: [SectionInput(spec: list, itemCount: 40), SectionInput(spec: tags, itemCount: 25)],
            environment: LayoutEnvironment(
                containerSize: CGSize(width: 390, height: 844), displayScale: 2,
                safeAreaInsets: LayoutInsets(top: 0, leading: 44, bottom: 0, trailing: 44)),
            javaScript: """
                { "container": { "width": 390, "height": 844 }, "scale": 2,
                  "safeAreaInsets": { "leading": 44, "trailing": 44 },
                  "sections": [
                    { "items": 40, "contentInsetsReference": "safeArea", "paddingBefore": 22, "paddingAfter": 6,
                      "boundarySupplementaryItems": [{ "elementKind": "header", "alignment": "top",
                        "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 38 } } }],
                      "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } },
                        "subitems": [{ "item": {
                          "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } }, "zIndex": 10 } }] } },
                    { "items": 25, "contentInsetsReference": "none", "interGroupSpacing": 8,
                      "supplementariesFollowContentInsets": true,
                      "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 50 } },
                        "subitems": [{ "item": {
                          "size": { "width": { "estimated": 80 }, "height": { "uniformAcrossSiblings": 50 } } } }],
                        "interItemSpacing": { "fixed": 8 } } }] }
                """)
    }

    /// A layout that scrolls sideways, with a trailing footer of its own.
    static func horizontalScrolling() -> Layout {
        let column = GroupSpec(
            arrangement: .vertical, size: LayoutSize(width: pt(150), height: fh(1)),
            subitems: [.item(ItemSpec(size: LayoutSize(width: fw(1), height: fh(0.25))))], interItemSpacing: .fixed(6),
            contentInsets: LayoutInsets(top: 0, leading: 3, bottom: 0, trailing: 3))
        let configuration = LayoutConfigurationSpec(
            scrollDirection: .horizontal, interSectionSpacing: 16, contentInsetsReference: .layoutMargins,
            boundaryItems: [BoundarySupplementarySpec(
                size: LayoutSize(width: pt(60), height: fh(1)), elementKind: "layout-footer", alignment: .trailing, zIndex: 0)])
        return Layout(
            name: "horizontal scrolling", configuration: configuration,
            sections: [
                SectionInput(spec: SectionSpec(group: column, interGroupSpacing: 4), itemCount: 60),
                SectionInput(spec: SectionSpec(group: column, contentInsets: insets(10)), itemCount: 1),
            ],
            environment: LayoutEnvironment(
                containerSize: CGSize(width: 844, height: 390), displayScale: 3,
                layoutMargins: LayoutInsets(top: 12, leading: 16, bottom: 12, trailing: 16)),
            javaScript: """
                { "container": { "width": 844, "height": 390 }, "scale": 3,
                  "layoutMargins": { "top": 12, "leading": 16, "bottom": 12, "trailing": 16 },
                  "configuration": {
                    "scrollDirection": "horizontal", "interSectionSpacing": 16, "contentInsetsReference": "layoutMargins",
                    "boundarySupplementaryItems": [{ "elementKind": "layout-footer", "alignment": "trailing", "zIndex": 0,
                      "size": { "width": { "absolute": 60 }, "height": { "fractionalHeight": 1 } } }] },
                  "sections": [
                    { "items": 60, "interGroupSpacing": 4, "group": {
                      "axis": "vertical", "size": { "width": { "absolute": 150 }, "height": { "fractionalHeight": 1 } },
                      "subitems": [{ "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 0.25 } } } }],
                      "interItemSpacing": { "fixed": 6 }, "contentInsets": { "leading": 3, "trailing": 3 } } },
                    { "items": 1, "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }, "group": {
                      "axis": "vertical", "size": { "width": { "absolute": 150 }, "height": { "fractionalHeight": 1 } },
                      "subitems": [{ "item": { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 0.25 } } } }],
                      "interItemSpacing": { "fixed": 6 }, "contentInsets": { "leading": 3, "trailing": 3 } } }] }
                """)
    }

    // MARK: Node

    /// What `WebAssembly/describe-in-node.mjs` answers for `json`: an array of layouts, or of measurement lists.
    static func describeInNode(_ json: String, measurements: Bool = false) throws -> [Any] {
        try runNodeScript("WebAssembly/describe-in-node.mjs", arguments: measurements ? ["measurements"] : [], input: Data(json.utf8))
    }
}
