import FormCompiler
import FormSpec

/// What the generated model says for inputs that edit one value (`valueOf`): the owner keeps the
/// one stored property, and each input that edits it reads and writes it through a computed
/// property of its own type.
extension TemplateModelBuilder {
  /// For each input whose value others edit, the ids of the inputs whose `valueOf` names it, in
  /// focus order: one pass over the inputs, empty for a form without `valueOf`.
  var sharedValueSharers: [String: [String]] {
    var sharers: [String: [String]] = [:]
    for input in form.inputs {
      if let owner = input.valueOf { sharers[owner, default: []].append(input.id) }
    }
    return sharers
  }

  /// The owner's `didSet`: tells the sessions that its value changed, and that of every input
  /// that edits it (`others`, from ``sharedValueSharers``); `nil` when no input shares its value.
  func sharedValueDidSet(_ input: ResolvedInput, others: [String]) -> SwiftNode? {
    guard !others.isEmpty else { return nil }
    var body: [SwiftNode] = [.affixed(.valueDidChange, input.id)]
    body += others.map { .affixed(.valueDidChange, $0) }
    if input.check?.local == false { body.append(.affixed(.startCheck, input.id)) }
    return .block(SwiftBlock("didSet", body))
  }

  /// `var stateSelector: String? { get { … } set { … } }`: an input that edits another's value
  /// reads and writes the owner's stored property, converting between the empty text and `nil`
  /// (no option chosen) where the two hold text differently.
  func sharedValueProperty(_ input: ResolvedInput, doc inputDoc: String, owner: ResolvedInput)
    -> SwiftDeclaration
  {
    let optional = input.choice?.loadsOptions == true
    let ownerOptional = owner.choice?.loadsOptions == true
    let name = "self." + owner.id
    let get: String
    let set: String
    switch (optional, ownerOptional) {
    case (true, false):
      get = "\(name).isEmpty ? nil : \(name)"
      set = "\(name) = newValue ?? \"\""
    case (false, true):
      get = "\(name) ?? \"\""
      set = "\(name) = newValue.isEmpty ? nil : newValue"
    default:
      get = name
      set = "\(name) = newValue"
    }
    let doc =
      inputDoc
      + "\n\nThe value of `\(owner.id)` (`valueOf: \(owner.id)`): both inputs edit it, one shown at "
      + "a time, and the model stores it once."
    return SwiftDeclaration(
      doc: doc, .joining(modifier, "var ", input.id, optional ? ": String?" : ": String"),
      body: [.line("get { " + get + " }"), .line("set { " + set + " }")])
  }

  /// `func fieldsSharingValue(with:)`: for each input of a shared value, the others, so that a
  /// session that writes it from one view shows it in the others; nothing when no input has a
  /// `valueOf` (`sharers` is ``sharedValueSharers``).
  func sharedValueMembers(_ sharers: [String: [String]]) -> [[SwiftNode]] {
    guard !sharers.isEmpty else { return [] }
    var groups: [(owner: String, ids: [String])] = []
    for input in form.inputs where input.valueOf == nil {
      if let others = sharers[input.id] { groups.append((input.id, [input.id] + others)) }
    }
    guard !groups.isEmpty else { return [] }
    var cases: [SwiftSwitch.Case] = []
    for input in form.inputs {
      guard let group = groups.first(where: { $0.ids.contains(input.id) }) else { continue }
      let others = group.ids.filter { $0 != input.id }.map { "." + $0 }
      cases.append(
        .init(
          enumCase: input.id,
          body: [.line("return [" + others.joined(separator: ", ") + "]")]))
    }
    // Every input in a group: a `default` would never run (a warning).
    if cases.count < form.inputs.count {
      cases.append(.init(label: "default", body: [.line("return []")]))
    }
    return [
      [
        .declaration(
          SwiftDeclaration(
            doc: "The other inputs that edit the value of an input (`valueOf`): a session that "
              + "writes it from one input's view shows it in the others'.",
            modifier + "func fieldsSharingValue(with field: Field) -> [Field]",
            statement: .switchStatement(SwiftSwitch(subject: "field", cases: cases))))
      ]
    ]
  }
}
