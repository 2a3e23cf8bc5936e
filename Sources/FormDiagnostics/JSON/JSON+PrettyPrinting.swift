extension JSON {
  /// The value as indented JSON text: 2 spaces per level, `": "` after keys, object members in
  /// their order (``JSONObject``), strings escaped as ``quoted(_:)`` does, one final newline. What
  /// formc writes for people and files: reports, the JSON Schema, `formc rules --json`.
  package var prettyPrinted: String {
    var out = ""
    write(into: &out, indent: "")
    return out + "\n"
  }

  private func write(into out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: inner)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let object):
      guard !object.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in object.members.enumerated() {
        out += inner + Self.quoted(member.key) + ": "
        member.value.write(into: &out, indent: inner)
        out += index == object.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    default:
      out += text
    }
  }
}
