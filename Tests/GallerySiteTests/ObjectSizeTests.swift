#if canImport(Glibc)
import Glibc
import OpenCollectionView
import Testing

/// What the objects every cell is made of take from the allocator: a page of the Million-Item Grid holds some 80
/// cells, each a cell, a content view, a label and four constraints, and 5,000 pages hold 400,000 of them (issue 35).
/// Sizes are what `malloc` gives the object (its own bookkeeping left out), in counts rather than timings.
@MainActor
@Suite struct ObjectSizeTests {
    /// glibc's `malloc_usable_size`, which its Swift module leaves out (it is declared in `malloc.h`).
    private static let usableSize = unsafeBitCast(
        dlsym(nil, "malloc_usable_size"), to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)

    private func allocatedSize(of object: AnyObject) -> Int {
        Self.usableSize(Unmanaged.passUnretained(object).toOpaque())
    }

    /// The least of what `make`'s objects take, of several made: malloc may hand an object a chunk a little larger than
    /// it asked for (rather than split off a remainder too small to use), more often in a busy process.
    private func allocatedSize(_ make: () -> AnyObject) -> Int {
        let objects = (0..<16).map { _ in make() }
        return objects.map(allocatedSize(of:)).min() ?? 0
    }

    @Test("a grid cell's objects take no more than they do now")
    func gridCellObjects() {
        func gridCell() -> (cell: UICollectionViewCell, label: UILabel, constraint: NSLayoutConstraint) {
            let cell = UICollectionViewCell(frame: .zero)
            let label = UILabel()
            cell.contentView.addSubview(label)
            let constraint = label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10)
            return (cell, label, constraint)
        }
        // A constraint took 184 bytes before a side became one reference; attributes 312 before a 3-D transform went
        // out of line. A view keeps its tag and tint out of line, to hold its `LifetimeToken` in 280; a label 600 before
        // its older measurement went out of line; a cell 520 before its usual presentation took no storage; a layer 232
        // before its shadow, mask, name and animations went out of line.
        #expect(allocatedSize { gridCell().constraint } <= 104)
        #expect(allocatedSize { UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)) } <= 184)
        #expect(allocatedSize { gridCell().cell.contentView } <= 280)
        #expect(allocatedSize { gridCell().label } <= 504)
        #expect(allocatedSize { gridCell().cell } <= 440)
        #expect(allocatedSize { gridCell().cell.layer } <= 136)
    }
}
#endif
