import ArgumentParser

/// `swift run gallery`: serves the example gallery (the default) or exports it as static files.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "The gallery of Apple's \"Implementing Modern Collection Views\" examples, laid out by OpenCollectionView.",
        subcommands: [ServeCommand.self, ExportCommand.self],
        defaultSubcommand: ServeCommand.self
    )
}
