import OpenCollectionView

/// Writes what a diffable data source applied to its collection view: the counts of each kind of update and the
/// first index paths of each, from the collection view's `lastBatchUpdate`.
///
/// Until the live host animates batches, this is how a page shows that a filter or a sort step became moves,
/// deletes and inserts rather than a reload. The counts are also in `data-` attributes for tests and scripts.
enum BatchSummaryRenderer {
    /// How many index paths of each kind are listed before "and N more".
    static let listedIndexPaths = 5

    /// A summary box titled `title` for `batch`; `nil` means the data source performed no batch.
    static func html(title: String, description: String, batch: CollectionViewBatchUpdate?) -> String {
        let deletes = batch?.itemUpdates(.delete) ?? []
        let inserts = batch?.itemUpdates(.insert) ?? []
        let moves = batch?.itemUpdates(.move) ?? []
        var html = "<section class=\"batch-summary\" data-deletes=\"\(deletes.count)\" data-inserts=\"\(inserts.count)\" "
            + "data-moves=\"\(moves.count)\">\n"
            + "<h2>\(HTMLEscaping.escape(title))</h2>\n<p>\(HTMLEscaping.escape(description))</p>\n"
        guard let batch else { return html + "</section>\n" }
        html += "<p>\(countsLine(deletes: deletes.count, inserts: inserts.count, moves: moves.count, animated: batch.animated))</p>\n<ul>\n"
        html += "<li>Deleted: \(list(deletes.compactMap(\.indexPathBeforeUpdate).map(describe)))</li>\n"
        html += "<li>Inserted: \(list(inserts.compactMap(\.indexPathAfterUpdate).map(describe)))</li>\n"
        html += "<li>Moved: \(list(moves.map { "\(describe($0.indexPathBeforeUpdate)) → \(describe($0.indexPathAfterUpdate))" }))</li>\n"
        return html + "</ul>\n</section>\n"
    }

    /// "12 deletions · 0 insertions · 3 moves, animated".
    static func countsLine(deletes: Int, inserts: Int, moves: Int, animated: Bool) -> String {
        "\(plural(deletes, "deletion")) · \(plural(inserts, "insertion")) · \(plural(moves, "move"))"
            + (animated ? ", animated" : ", not animated")
    }

    /// `[section, item]`, as Foundation prints an index path.
    static func describe(_ indexPath: IndexPath?) -> String {
        guard let indexPath else { return "–" }
        return "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func list(_ entries: [String]) -> String {
        guard !entries.isEmpty else { return "none" }
        let shown = entries.prefix(listedIndexPaths).map { "<code>\(HTMLEscaping.escape($0))</code>" }.joined(separator: ", ")
        let rest = entries.count - min(entries.count, listedIndexPaths)
        return rest > 0 ? "\(shown) and \(rest) more" : shown
    }
}
