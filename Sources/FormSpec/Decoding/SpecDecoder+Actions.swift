import FormDiagnostics

extension SpecDecoder {
  /// `actions: {submit: {title, placement, enabled}, cancel: {title, placement, confirmDiscard}}`.
  mutating func decodeActions(_ value: YAMLNode.ID, key: YAMLNode.ID) -> FormActions {
    var actions = FormActions()
    for (subkey, subvalue) in mapping(
      value, key: key, place: "'actions'", keys: Self.nestedKeys["actions"]!)
    {
      let name = document[subkey].text
      let action = decodeAction(subvalue, key: subkey, name: name)
      if name == "submit" { actions.submit = action } else { actions.cancel = action }
    }
    return actions
  }

  private mutating func decodeAction(_ value: YAMLNode.ID, key: YAMLNode.ID, name: String)
    -> ActionSettings?
  {
    // `confirmDiscard` under `submit` is known, to say it belongs to `cancel`.
    let keys = Self.nestedKeys[name]! + (name == "submit" ? ["confirmDiscard"] : [])
    let pairs = mapping(value, key: key, place: "'\(name)'", keys: keys)
    guard document[value].kind == .mapping else { return nil }
    var title: Located<String>?
    var titleVariants: [TextVariant] = []
    var placement: Located<ActionPlacement>?
    var enabled: Located<ActionEnablement>?
    var confirmDiscard: Located<Bool>?
    for (subkey, subvalue) in pairs {
      switch document[subkey].text {
      case "title":
        let text = variantText(subvalue, key: subkey)
        title = text?.text
        titleVariants = text?.variants ?? []
      case "placement": placement = word(subvalue, key: subkey)
      case "confirmDiscard" where name == "submit":
        report(
          .invalidValue,
          "'confirmDiscard' is for 'cancel' only; a submit keeps the changes",
          at: location(subkey))
      case "confirmDiscard": confirmDiscard = bool(subvalue, key: subkey)
      default: enabled = word(subvalue, key: subkey)
      }
    }
    let hasTitleKey = document.pairs(of: value).contains { document[$0.key].text == "title" }
    guard let title else {
      if !hasTitleKey {
        let at = document.pairs(of: value).first.map { location($0.key) } ?? location(value)
        report(.missingKey, "'\(name)' needs 'title', the button's title", at: at)
      }
      return nil
    }
    if name == "cancel", let placement, placement.value == .keyboardToolbar {
      report(
        .invalidValue,
        "'keyboardToolbar' is for 'submit' only; place 'cancel' in the navigation bar",
        at: placement.location)
      var action = ActionSettings(
        title: title, enabled: enabled, confirmDiscard: confirmDiscard, keyLocation: location(key))
      action.titleVariants = titleVariants
      return action
    }
    var action = ActionSettings(
      title: title, placement: placement, enabled: enabled, confirmDiscard: confirmDiscard,
      keyLocation: location(key))
    action.titleVariants = titleVariants
    return action
  }

  /// A submit in the keyboard toolbar needs a toolbar that shows: the form's, or the own
  /// toolbar of some input that takes the keyboard (a `custom` control with `inputView: false`
  /// never does). With `toolbar: false` and no such input it would show nowhere.
  mutating func checkActionPlacements(
    _ actions: FormActions, toolbar: ToolbarSettings, content: Node?
  ) {
    guard let placement = actions.submit?.placement, placement.value == .keyboardToolbar,
      !toolbar.isEnabled, !(content.map(Self.someInputShowsOwnToolbar) ?? false)
    else { return }
    report(
      .invalidValue,
      "'keyboardToolbar' needs the keyboard toolbar, but 'toolbar' is false and no input has a toolbar of its own; place the submit in the navigation bar or turn a toolbar on",
      at: placement.location)
  }

  /// Whether an input under `node` that takes the keyboard has its own toolbar on.
  static func someInputShowsOwnToolbar(_ node: Node) -> Bool {
    if node.kind.isInput, node.input?.toolbar?.isEnabled == true,
      node.kind != .custom || node.input?.inputView?.value != false
    {
      return true
    }
    return node.children.contains(where: someInputShowsOwnToolbar)
  }
}
