import Foundation

/// The order in which a form's spec (`Specs/<form>.form.yaml`) lays out its inputs and typed
/// controls, which a screen built from it follows: the schema lists them in focus order, the typed
/// controls (switches, choices, dates, steppers, sliders: outside the keyboard's chain) last, so
/// ``FormAppModel`` reads the layout from the spec, as its app's screen was written from it —
/// through formc's plan of the spec (``plan(of:)``), not by scanning its lines.
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
      "Tests/formcTests/Fixtures/Plan/\(form).form.yaml",
    ].map { repository.appendingPathComponent($0) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The node kinds that are inputs or typed controls (`Node.Kind.isInput`, `isControl`), as
  /// the plan names them.
  static let kinds: Set<String> = [
    "field", "textView", "custom", "switch", "choice", "multiChoice", "date", "stepper", "slider",
  ]

  /// `form`'s plan: `formc plan --format json` of its spec, kept as the golden snapshot the main
  /// package's `PlanSnapshotTests` checks against formc (`Tests/formcTests/Snapshots/plan`, the
  /// fixtures' in `fixtures/`).
  static func plan(of form: String) -> URL? {
    let candidates = [
      "Tests/formcTests/Snapshots/plan/\(form).json",
      "Tests/formcTests/Snapshots/plan/fixtures/\(form).json",
    ].map { repository.appendingPathComponent($0) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The ids of the inputs and typed controls of `form`'s spec, in document order: the plan's
  /// layout (`form.layout`, the spec's nodes as formc read them with libyaml, in document order),
  /// so a spec in flow style, with comments, or with a node's id after its other keys reads as
  /// any other.
  static func ids(inSpec form: String) -> [String] {
    guard let url = plan(of: form), let data = try? Data(contentsOf: url),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let plan = json["form"] as? [String: Any], let layout = plan["layout"] as? [[String: Any]]
    else { return [] }
    return layout.compactMap { node in
      guard let kind = node["kind"] as? String, kinds.contains(kind) else { return nil }
      return node["id"] as? String
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
