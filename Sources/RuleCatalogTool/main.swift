import Foundation
import RuleCatalogGenerator

// `swift run formc-rule-catalog [--check]`: writes (or, with --check, compares) the rule catalog and
// registry generated from Sources/FormCompiler/Rules, in the package at the current directory.
let check = CommandLine.arguments.dropFirst().contains("--check")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  var stale: [String] = []
  for (url, text) in try RuleCatalogGenerator.generate(root: root) {
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != text else { continue }
    stale.append(url.path)
    if !check { try Data(text.utf8).write(to: url, options: .atomic) }
  }
  for path in stale { print(check ? "out of date: \(path)" : "wrote \(path)") }
  exit(check && !stale.isEmpty ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
