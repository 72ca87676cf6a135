import Foundation
import Testing

/// The repository, where the WebAssembly engine and its Node scripts are.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What the Node script at `path` (in the repository, with `arguments`) answers as a JSON array for `input` on its
/// standard input. The input is written while the answer is read: either can be larger than a pipe holds.
func runNodeScript(_ path: String, arguments: [String] = [], input: Data) throws -> [Any] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["node", repository.appendingPathComponent(path).path] + arguments
    let inputPipe = Pipe()
    let output = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = output
    try process.run()
    let writer = Thread {
        inputPipe.fileHandleForWriting.write(input)
        try? inputPipe.fileHandleForWriting.close()
    }
    writer.start()
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "node exited with \(process.terminationStatus)")
    return try #require(try JSONSerialization.jsonObject(with: answer) as? [Any])
}
