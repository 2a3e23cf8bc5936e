import FormDiagnostics
import FormSpec

extension Completion {
  /// The keys of a condition (`visibleWhen`, `enabledWhen`) whose values are values of the
  /// controlling input: `equals`, `notEquals` and the entries of `in`.
  static let conditionValueKeys: Set<String> = ["equals", "notEquals", "in", "contains"]

  /// The values the condition's controlling input can take, where the cursor is at one of
  /// ``conditionValueKeys``: a choice's option values, a switch's `true` and `false`; `nil` when
  /// the cursor is elsewhere, or the condition names no choice or switch (the caller then offers
  /// what the key's shape takes).
  static func conditionValueItems(_ context: FeatureContext, probe: Probe, word: Range<Int>)
    -> [JSON]?
  {
    let place: SpecVocabulary.Place
    let key: String
    switch probe.scalar.role {
    case .value(let valuePlace, let valueKey), .entry(let valuePlace, let valueKey):
      (place, key) = (valuePlace, valueKey)
    case .key: return nil
    }
    guard place == .settings("visibleWhen"), conditionValueKeys.contains(key) else { return nil }
    guard let controller = controllingInput(of: probe) else { return nil }
    // The control as the probed text has it, or, when that lost the lines after the cursor, as
    // the last version of the document that was YAML had it.
    var syntaxes = [probe.syntax]
    if probe.isTruncated, let earlier = context.cache.lastYAMLSyntax { syntaxes.append(earlier) }
    for syntax in syntaxes {
      guard let index = syntax.nodes.firstIndex(where: { $0.id == controller }) else { continue }
      let node = syntax.nodes[index]
      let values: [String]
      let detail: String
      switch node.kind {
      case .choice?:
        values = syntax.choiceOptions[index] ?? []
        detail = "option of '\(controller)'"
      case .multiChoice? where key == "contains":
        values = syntax.choiceOptions[index] ?? []
        detail = "option of '\(controller)'"
      case .switch?:
        values = ["true", "false"]
        detail = "'\(controller)' is a switch"
      default:
        return nil
      }
      // In `in: [a, |]`, the values already listed are not offered again.
      let listed: Set<String> =
        key == "in"
        ? Set(
          syntax.scalars.filter {
            $0.role == .entry(place, key) && $0.owner == probe.scalar.owner
              && !$0.text.contains(probeWord) && !(probe.scalar.range.overlaps($0.range))
          }.map(\.text)) : []
      var seen = Set<String>()
      return values.enumerated().compactMap { position, value -> JSON? in
        guard !listed.contains(value), seen.insert(value).inserted else { return nil }
        return item(
          context, label: value, kind: .enumMember, detail: detail, documentation: nil,
          sortText: pad(position), range: word, newText: value)
      }
    }
    return nil
  }

  /// The id the probe's condition names with `input:`: the reference inside the same condition
  /// mapping as the probe.
  private static func controllingInput(of probe: Probe) -> String? {
    let syntax = probe.syntax
    let offset = probe.scalar.range.lowerBound
    let sites = syntax.mappings.filter { site in
      site.place == .settings("visibleWhen") && site.owner == probe.scalar.owner
        && site.start <= offset && offset <= site.end
    }
    // The innermost condition mapping holding the probe.
    guard let site = sites.max(by: { $0.start < $1.start }) else { return nil }
    return syntax.references.first { reference in
      reference.role == .visibleWhen && reference.owner == probe.scalar.owner
        && site.start <= reference.range.lowerBound && reference.range.upperBound <= site.end
    }?.name
  }
}
