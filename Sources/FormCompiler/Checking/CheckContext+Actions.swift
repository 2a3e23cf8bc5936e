import FormSpec

extension CheckContext {
  /// `actions` with their defaults, or `nil` when the spec has none.
  var resolvedActions: ResolvedActions? {
    let actions = definition.actions
    guard actions.submit != nil || actions.cancel != nil else { return nil }
    return ResolvedActions(
      submit: actions.submit.map {
        ResolvedAction(
          title: $0.title.value, placement: $0.placement?.value ?? .navigationBarTrailing,
          enabled: $0.enabled?.value ?? .always,
          titleVariants: ResolvedTextVariant.resolved($0.titleVariants))
      },
      cancel: actions.cancel.map {
        ResolvedAction(
          title: $0.title.value, placement: $0.placement?.value ?? .navigationBarLeading,
          enabled: .always, confirmDiscard: $0.confirmsDiscard,
          titleVariants: ResolvedTextVariant.resolved($0.titleVariants))
      })
  }

  /// Whether the form can be submitted from outside its content (`actions.submit`, in the
  /// navigation bar or the keyboard toolbar, both reachable with the keyboard up), that submit is
  /// always enabled (`enabled: always`, the default) and a valid submit ends editing
  /// (`keyboard.afterSubmit: dismiss`): then no input's keyboard strands the user, whatever its
  /// toolbar and Return do. A submit enabled `whenValid`, `whenFilled` or `whenChanged` is not a way
  /// out: it is disabled until the user makes the form valid, fills it or changes it, which the
  /// keyboard may keep them from doing (the input that needs a value can sit under it).
  var submitOutsideContentEndsEditing: Bool {
    definition.actions.submitsOutsideContent
      && definition.keyboard.effectiveAfterSubmit == .dismiss
      && resolvedActions?.submit?.enabled == .always
  }

  /// Why the submit outside the content (`actions.submit`) is no way out of a keyboard, when the
  /// form has one that ends editing but is not always enabled; `nil` otherwise.
  var submitOutsideContentNotAWayOut: String? {
    guard definition.actions.submitsOutsideContent,
      definition.keyboard.effectiveAfterSubmit == .dismiss,
      let submit = resolvedActions?.submit, submit.enabled != .always
    else { return nil }
    let when =
      switch submit.enabled {
      case .whenValid: "the form is valid"
      case .whenFilled: "the required inputs are filled"
      case .always, .whenChanged: "something changed"
      }
    return
      "the submit \(quoted(submit.title)) is enabled only when \(when) ('enabled: \(submit.enabled.rawValue)')"
  }
}
