// NibOutletsGenerator: writes the Swift that connects the outlets and actions the `.xib` documents given name, for the
// classes of the module being built — what `@IBOutlet` and the Objective-C runtime do on a Mac. The `NibOutlets`
// build plugin runs it over a target's `.xib` files.
//
// Usage: NibOutletsGenerator <module> <output.swift> <document.xib>...
import Foundation
import XibFiles

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: NibOutletsGenerator <module> <output.swift> <document.xib>...\n".utf8))
    exit(2)
}
let module = arguments[arguments.startIndex]
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
var connections = NibConnections(module: module)
var failed = false
for path in arguments.dropFirst(2) {
    do {
        connections.add(try XibDocument(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        // Xcode's own form, so that the build names the document and line.
        FileHandle.standardError.write(Data("\(path):\(error.line): error: \(error.element): \(error.message)\n".utf8))
        failed = true
    }
}
guard !failed else { exit(1) }
do {
    try Data(connections.swiftSource().utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("NibOutletsGenerator: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
