import FormCompiler
import FormSpec

/// What the generated model says for inputs that edit one value (`valueOf`): the owner keeps the
/// one stored property, and each input that edits it reads and writes it through a computed
/// property of its own type.
extension TemplateModelBuilder {
  /// The ids of the inputs whose `valueOf` names `input`, in focus order.
  func sharers(of input: ResolvedInput) -> [String] {
    form.inputs.filter { $0.valueOf == input.id }.map(\.id)
  }

  /// The owner's `didSet`: tells the sessions that its value changed, and that of every input
  /// that edits it; `nil` when no input shares its value.
  func sharedValueDidSet(_ input: ResolvedInput) -> SwiftNode? {
    let others = sharers(of: input)
    guard !others.isEmpty else { return nil }
    var body: [SwiftNode] = [.affixed(.valueDidChange, input.id)]
    body += others.map { .affixed(.valueDidChange, $0) }
    if input.check?.local == false { body.append(.affixed(.startCheck, input.id)) }
    return .block(SwiftBlock("didSet", body))
  }

  /// `var stateSelector: String? { get { … } set { … } }`: an input that edits another's value
  /// reads and writes the owner's stored property, converting between the empty text and `nil`
  /// (no option chosen) where the two hold text differently.
  func sharedValueProperty(_ input: ResolvedInput, owner: ResolvedInput) -> SwiftDeclaration {
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
      inputDocs[form.inputs.firstIndex { $0.id == input.id }!]
      + "\n\nThe value of `\(owner.id)` (`valueOf: \(owner.id)`): both inputs edit it, one shown at "
      + "a time, and the model stores it once."
    return SwiftDeclaration(
      doc: doc, .joining(modifier, "var ", input.id, optional ? ": String?" : ": String"),
      body: [.line("get { " + get + " }"), .line("set { " + set + " }")])
  }

  /// `func fieldsSharingValue(with:)`: for each input of a shared value, the others, so that a
  /// session that writes it from one view shows it in the others; nothing when no input has a
  /// `valueOf`.
  var sharedValueMembers: [[SwiftNode]] {
    var groups: [(owner: String, ids: [String])] = []
    for input in form.inputs where input.valueOf == nil {
      let others = sharers(of: input)
      if !others.isEmpty { groups.append((input.id, [input.id] + others)) }
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
            body: [.switchStatement(SwiftSwitch(subject: "field", cases: cases))]))
      ]
    ]
  }
}
