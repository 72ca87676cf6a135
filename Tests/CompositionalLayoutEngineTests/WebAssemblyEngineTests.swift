import CompositionalLayoutEngine
import Foundation
import Testing

/// One engine, two places: the live page's WebAssembly build of this engine (scripts/build-wasm) solves every layout of
/// a random corpus exactly as the server's does — content size, and every element's category, index path, frame and
/// zIndex in rects from end to end — run in Node.
@Suite struct WebAssemblyEngineTests {
    @Test func theWebAssemblyEngineSolvesEveryLayoutAsTheServerDoes() throws {
        var layouts = RandomLayouts(seed: 0x0A5E_0001)
        var corpus = Corpus()
        for _ in 0..<150 {
            let layout = layouts.layout()
            let measurements = layouts.measurements(of: layout)
            var solution = LayoutSolution(configuration: layout.configuration, sections: layout.sections, environment: layout.environment)
            solution.apply(measurements)
            let description = try #require(LayoutDescription(
                configuration: layout.configuration, sections: layout.sections, environment: layout.environment))
            let rects = LayoutDescriptionTests.rects(for: solution)
            corpus.append(
                description: description, measurements: measurements, rects: rects, content: solution.contentSize,
                elements: rects.map { solution.elements(in: $0) })
        }
        try corpus.expectNodeSolvesIt()
    }

    /// Flow layouts too: the WebAssembly engine solves a random corpus of flow descriptions (per-item and uniform sizes,
    /// self-sizing with measurements, headers and footers pinned or not, both axes, uneven insets) as the server's
    /// `FlowSolution` does, its measurements given when it prepared.
    @Test func theWebAssemblyEngineSolvesEveryFlowLayoutAsTheServerDoes() throws {
        var layouts = RandomFlowLayouts(seed: 0x0A5E_F10D)
        var corpus = Corpus()
        for _ in 0..<150 {
            let layout = layouts.layout()
            let measurements = layouts.measurements(of: layout)
            var solution = layout.solution(measured: measurements)
            let rects = RandomFlowLayouts.rects(for: solution)
            let content = solution.contentSize
            corpus.append(
                description: layout.description, measurements: measurements, rects: rects, content: content,
                elements: rects.map { solution.elements(in: $0, sizeOfItem: layout.size) })
        }
        try corpus.expectNodeSolvesIt()
    }

    /// Layouts for the WebAssembly engine to solve in Node, each with what the server's engine answers for it.
    struct Corpus {
        private var layouts: [[String: Any]] = []
        private var expected: [(content: CGSize, elements: [[LayoutElement]])] = []

        /// A layout: its description and measurements, the rects to query, and the server's content size and
        /// elements in each rect.
        mutating func append(
            description: LayoutDescription, measurements: [LayoutDescription.Measurement], rects: [CGRect], content: CGSize,
            elements: [[LayoutElement]]
        ) {
            layouts.append([
                "description": description.numbers, "measurements": LayoutDescription.encoded(measurements),
                "rects": rects.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] },
            ])
            expected.append((content, elements))
        }

        /// Solves every layout in Node and expects the server's answers: the content size, and each rect's elements.
        func expectNodeSolvesIt() throws {
            let answers = try WebAssemblyEngineTests.solveInNode(layouts)
            #expect(answers.count == expected.count)
            for (index, (answer, truth)) in zip(answers, expected).enumerated() {
                let answer = try #require(answer as? [String: Any], "layout \(index): the WebAssembly engine solved nothing")
                #expect(answer["content"] as? [Double] == [Double(truth.content.width), Double(truth.content.height)], "layout \(index)")
                let rects = try #require(answer["elements"] as? [[[Double]]])
                #expect(rects.count == truth.elements.count, "layout \(index)")
                for (rect, elements) in zip(rects, truth.elements) {
                    #expect(rect == elements.map(WebAssemblyEngineTests.numbers(of:)), "layout \(index)")
                }
            }
        }
    }

    /// An element as the WebAssembly engine reports it.
    static func numbers(of element: LayoutElement) -> [Double] {
        let category: Double = element.category == .cell ? 0 : element.category == .supplementaryView ? 1 : 2
        let indexPath = element.indexPath
        return [
            category, Double(indexPath.count >= 1 ? indexPath[0] : -1), Double(indexPath.count == 2 ? indexPath[1] : -1),
            Double(element.frame.minX), Double(element.frame.minY), Double(element.frame.width), Double(element.frame.height),
            Double(element.zIndex),
        ]
    }

    /// What `WebAssembly/solve-in-node.mjs` answers for `corpus`.
    static func solveInNode(_ corpus: [[String: Any]]) throws -> [Any] {
        try runNodeScript("WebAssembly/solve-in-node.mjs", input: try JSONSerialization.data(withJSONObject: corpus))
    }
}
