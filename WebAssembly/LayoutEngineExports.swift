// The layout engine's door in WebAssembly: built with the engine's own files under Embedded Swift (scripts/build-wasm),
// these functions are what JavaScript calls (`layout-engine.js` wraps them). Numbers cross in the module's memory as
// arrays of Float64: a layout's description in (`LayoutDescription`, either form), elements' frames out.
//
// A solved layout lives here under a handle until it is released; a page keeps one per collection view.

/// A solved layout of either form a description takes, or the slot of one released.
private enum SolvedLayout {
    case compositional(LayoutSolution)
    case flow(DescribedFlowLayout)
    case released

    /// The layout `description` describes, solved; `nil` when it describes none.
    init?(_ description: LayoutDescription) {
        if let solution = description.solved() {
            self = .compositional(solution)
        } else if let flow = description.solvedFlow() {
            self = .flow(flow)
        } else {
            return nil
        }
    }

    var contentSize: CGSize {
        switch self {
        case .compositional(let solution): solution.contentSize
        case .flow(let flow): flow.contentSize
        case .released: .zero
        }
    }

    // A flow layout builds lines as queries reach them: it is taken out of `self` while it does, so that it is the
    // only holder of its storage and building copies nothing.

    mutating func apply(_ measurements: [LayoutDescription.Measurement]) {
        switch self {
        case .compositional(var solution):
            self = .released
            solution.apply(measurements)
            self = .compositional(solution)
        case .flow(var flow):
            self = .released
            flow.apply(measurements)
            self = .flow(flow)
        case .released: break
        }
    }

    /// Calls `body` with every element that meets `rect`, and whether it rides an orthogonal row.
    mutating func forEachElement(in rect: CGRect, _ body: (LayoutElement, _ inRow: Bool) -> Void) {
        switch self {
        case .compositional(let solution):
            solution.forEachElement(in: rect) { element in
                body(element, element.indexPath.count == 2 && solution.sections[element.indexPath[0]].row != nil)
            }
        case .flow(var flow):
            self = .released
            flow.forEachElement(in: rect) { body($0, false) }
            self = .flow(flow)
        case .released: break
        }
    }

    mutating func frameForItem(section: Int, item: Int) -> CGRect? {
        switch self {
        case .compositional(let solution):
            return solution.frameForItem(section: section, item: item)
        case .flow(var flow):
            self = .released
            let frame = flow.frameForItem(section: section, item: item)
            self = .flow(flow)
            return frame
        case .released:
            return nil
        }
    }
}

/// The layouts solved, by handle (the index + 1; 0 is no layout).
nonisolated(unsafe) private var solutions: [SolvedLayout] = []

/// Bytes for JavaScript to write into (a description, measurements) or to read from (elements); freed with `ocv_free`.
@_cdecl("ocv_alloc")
public func ocvAlloc(_ byteCount: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(Int(byteCount), 8), alignment: 8)
}

@_cdecl("ocv_free")
public func ocvFree(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Solves the layout `count` numbers at `numbers` describe, in either form; answers its handle, or 0 when they
/// describe no layout.
@_cdecl("ocv_solve")
public func ocvSolve(_ numbers: UnsafePointer<Double>, _ count: Int32) -> Int32 {
    let description = LayoutDescription(numbers: Array(UnsafeBufferPointer(start: numbers, count: Int(count))))
    guard let solution = SolvedLayout(description) else { return 0 }
    if let free = solutions.firstIndex(where: { if case .released = $0 { true } else { false } }) {
        solutions[free] = solution
        return Int32(free + 1)
    }
    solutions.append(solution)
    return Int32(solutions.count)
}

/// Applies the measurements `count` numbers at `numbers` hold (`LayoutDescription.encoded(_:)`) to layout `handle`;
/// answers 1 when they were measurements, 0 otherwise.
@_cdecl("ocv_measure")
public func ocvMeasure(_ handle: Int32, _ numbers: UnsafePointer<Double>, _ count: Int32) -> Int32 {
    guard let index = solutionIndex(handle),
        let measurements = LayoutDescription.measurements(from: Array(UnsafeBufferPointer(start: numbers, count: Int(count))))
    else { return 0 }
    solutions[index].apply(measurements)
    return 1
}

@_cdecl("ocv_release")
public func ocvRelease(_ handle: Int32) {
    guard let index = solutionIndex(handle) else { return }
    solutions[index] = .released
}

/// The content's width (`axis` 0) or height (1) of layout `handle`.
@_cdecl("ocv_content_length")
public func ocvContentLength(_ handle: Int32, _ axis: Int32) -> Double {
    guard let index = solutionIndex(handle) else { return 0 }
    let size = solutions[index].contentSize
    return axis == 0 ? size.width : size.height
}

/// How many numbers `ocv_elements` writes per element.
@_cdecl("ocv_element_stride")
public func ocvElementStride() -> Int32 { 9 }

/// Writes the elements of layout `handle` that meet the rectangle (`x`, `y`, `width`, `height`) to `output`, at most
/// `capacity` of them, each as nine numbers: category (0 cell, 1 supplementary view, 2 decoration), section, item (-1
/// for an element of the layout or of a section as a whole), x, y, width, height, zIndex, and 1 when the element
/// rides an orthogonal row (its frame is the row's at rest), else 0. Answers how many elements meet the rectangle,
/// which may be more than were written. O(log sections + elements), plus the lines a flow layout builds.
@_cdecl("ocv_elements")
public func ocvElements(
    _ handle: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ output: UnsafeMutablePointer<Double>,
    _ capacity: Int32
) -> Int32 {
    guard let index = solutionIndex(handle) else { return 0 }
    var found: Int32 = 0
    solutions[index].forEachElement(in: CGRect(x: x, y: y, width: width, height: height)) { element, inRow in
        defer { found += 1 }
        guard found < capacity else { return }
        let values: [Double] = [
            element.category == .cell ? 0 : element.category == .supplementaryView ? 1 : 2,
            Double(element.indexPath.count == 2 ? element.indexPath[0] : (element.indexPath.count == 1 ? element.indexPath[0] : -1)),
            Double(element.indexPath.count == 2 ? element.indexPath[1] : -1),
            element.frame.minX, element.frame.minY, element.frame.width, element.frame.height, Double(element.zIndex),
            inRow ? 1 : 0,
        ]
        let start = Int(found) * values.count
        for (offset, value) in values.enumerated() { output[start + offset] = value }
    }
    return found
}

/// Writes the frame of the cell for `item` in `section` of layout `handle` to `output` as four numbers (x, y, width,
/// height); answers 1, or 0 when the layout does not place that cell. O(log items) at most, plus the lines a flow
/// layout builds.
@_cdecl("ocv_item_frame")
public func ocvItemFrame(_ handle: Int32, _ section: Int32, _ item: Int32, _ output: UnsafeMutablePointer<Double>) -> Int32 {
    guard let index = solutionIndex(handle), let frame = solutions[index].frameForItem(section: Int(section), item: Int(item))
    else { return 0 }
    output[0] = frame.minX
    output[1] = frame.minY
    output[2] = frame.width
    output[3] = frame.height
    return 1
}

private func solutionIndex(_ handle: Int32) -> Int? {
    let index = Int(handle) - 1
    guard solutions.indices.contains(index) else { return nil }
    if case .released = solutions[index] { return nil }
    return index
}
