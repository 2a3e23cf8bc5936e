import Foundation

/// Locates fixture files checked in under `Tests/FormSpecTests/Fixtures`.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The repository's top-level directory.
  static let repositoryRoot = root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every spec file below `folder`, as paths relative to the fixtures root, sorted.
  static func specs(in folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }
      .map { "\(folder)/\($0)" }
      .sorted()
  }
}
