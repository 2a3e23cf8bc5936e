import Foundation

/// Runs a fuzz target's entry point over files, for builds without libFuzzer.
///
/// Every fuzz target is an executable whose `main.swift` calls ``FuzzReplay/main(_:arguments:body:)``:
/// a normal build (`swift build --product FuzzYAML`) then replays a crash file, a corpus directory
/// or a regression fixture through exactly the code libFuzzer calls, without the fuzzer runtime.
/// Under `--sanitize=fuzzer`, libFuzzer's own `main` takes over and this is never called.
public enum FuzzReplay {
  /// Replays each file named in `arguments`; a directory is searched recursively.
  ///
  /// - Parameters:
  ///   - name: the target's name, for messages.
  ///   - arguments: the command line without the program name.
  ///   - body: the target's entry point, called once per file with the file's bytes.
  /// - Returns: never: exits with 0 when every input was replayed, 64 for a bad command line,
  ///   2 for a file that cannot be read. The `Int32` return type lets `main.swift` call this from a
  ///   global's initializer (see any target's `main.swift`).
  @discardableResult
  public static func main(
    _ name: String, arguments: [String], body: ([UInt8]) -> Void
  ) -> Int32 {
    exit(replay(name, arguments: arguments, body: body))
  }

  private static func replay(
    _ name: String, arguments: [String], body: ([UInt8]) -> Void
  ) -> Int32 {
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
      FileHandle.standardError.write(
        Data(
          """
          usage: \(name) <file-or-directory> ...
          Replays each input through the fuzz entry point (LLVMFuzzerTestOneInput) once.
          Build with `Scripts/fuzz.sh \(name) SECONDS` to fuzz instead.

          """.utf8))
      return arguments.isEmpty ? 64 : 0
    }
    var files: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("\(name): no such file '\(argument)'\n".utf8))
        return 2
      }
      guard isDirectory.boolValue else {
        files.append(argument)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: argument)
      while let relative = enumerator?.nextObject() as? String {
        let path = (argument as NSString).appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          files.append(path)
        }
      }
    }
    let start = Date()
    for file in files.sorted() {
      guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("\(name): cannot read '\(file)'\n".utf8))
        return 2
      }
      body([UInt8](data))
    }
    let seconds = Date().timeIntervalSince(start)
    FileHandle.standardError.write(
      Data(
        "\(name): replayed \(files.count) input\(files.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s\n"
          .utf8))
    return 0
  }
}
