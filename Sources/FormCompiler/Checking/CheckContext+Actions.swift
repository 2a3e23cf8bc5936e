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
          enabled: $0.enabled?.value ?? .always)
      },
      cancel: actions.cancel.map {
        ResolvedAction(
          title: $0.title.value, placement: $0.placement?.value ?? .navigationBarLeading,
          enabled: .always)
      })
  }

  /// Whether the form can be submitted from outside its content (`actions.submit`, in the
  /// navigation bar or the keyboard toolbar, both reachable with the keyboard up) and a valid
  /// submit ends editing (`keyboard.afterSubmit: dismiss`): then no input's keyboard strands the
  /// user, whatever its toolbar and Return do.
  var submitOutsideContentEndsEditing: Bool {
    definition.actions.submitsOutsideContent
      && definition.keyboard.effectiveAfterSubmit == .dismiss
  }
}
