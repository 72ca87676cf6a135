import Foundation

/// The stylesheet every drawing of a window needs (`Resources/ocv.css`), shipped with the library.
public enum Stylesheet {
    /// The stylesheet's text; empty if the package's resources are missing.
    public static let css: String = {
        guard let url = ClientResources.folder?.appendingPathComponent("ocv.css"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }()
}
