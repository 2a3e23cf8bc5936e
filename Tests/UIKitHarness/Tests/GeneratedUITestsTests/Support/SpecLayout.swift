import Foundation

/// The order in which a form's spec (`Specs/<form>.form.yaml`) lays out its inputs and typed
/// controls, which a screen built from it follows: the schema lists them in focus order, the typed
/// controls (switches, choices, dates, steppers, sliders: outside the keyboard's chain) last, so
/// ``FormAppModel`` reads the layout from the spec, as its app's screen was written from it.
enum SpecLayout {
  /// The repository, from this file's place in it.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `form`'s spec: in `Specs/`, or among formc's test fixtures (`Hostile`, `RedeemCode`, …).
  static func spec(of form: String) -> URL? {
    let candidates = [
      "Specs/\(form).form.yaml", "Specs/\(form).form.yml",
      "Tests/FormCodegenTests/Fixtures/\(form).form.yaml",
    ].map { repository.appendingPathComponent($0) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The node kinds that are inputs or typed controls (`Node.Kind.isInput`, `isControl`).
  static let kinds = [
    "field", "textView", "custom", "switch", "choice", "multiChoice", "date", "stepper", "slider",
  ]

  /// The ids of the inputs and typed controls of `form`'s spec, in document order: each node's
  /// first key (`- field: email`), as `Specs/` writes every node, in block style.
  static func ids(inSpec form: String) -> [String] {
    guard let url = spec(of: form), let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    let alternatives = kinds.joined(separator: "|")
    guard
      let pattern = try? NSRegularExpression(
        pattern: #"^\s*-\s+(?:"# + alternatives + #"):\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:#.*)?$"#,
        options: .anchorsMatchLines)
    else { return [] }
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The positions of `fields` (the schema's ids, in its order) in the order `form`'s spec lays
  /// them out; any the spec does not name (none: `GeneratedUITestsTests` checks) follow in the
  /// schema's order.
  static func order(of fields: [String], inSpec form: String) -> [Int] {
    let laidOut = ids(inSpec: form).compactMap { fields.firstIndex(of: $0) }
    var seen = Set<Int>()
    let inSpec = laidOut.filter { seen.insert($0).inserted }
    return inSpec + fields.indices.filter { !seen.contains($0) }
  }
}

/// An app model whose screen lays out a form's inputs, by id.
@MainActor
protocol FormLaidOut {
  /// The ids of the form's inputs and typed controls (the schema's).
  var inputIDs: Set<String> { get }
}

extension FormAppModel: FormLaidOut {
  var inputIDs: Set<String> { Set(Form.schema.inputs.map(\.field.rawValue)) }
}
