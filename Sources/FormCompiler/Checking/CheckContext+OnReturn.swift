import FormSpec

extension CheckContext {
  /// What Return does on the input at `index`: its `onReturn`, else `keyboard.onReturn`.
  func effectiveOnReturn(_ index: Int) -> OnReturn {
    nodes[index].input?.onReturn?.value ?? definition.keyboard.effectiveOnReturn
  }

  /// The return behaviour of an input whose Return only ends editing (`onReturn: dismiss`): the
  /// explicit `returnKey` when it names a key other than `default`, else `done`, ending editing
  /// wherever the input stands.
  func dismissOnlyReturn(explicit: ReturnKey?) -> ReturnBehavior {
    let key = explicit.flatMap { $0 == .default ? nil : $0 } ?? .done
    let step = ReturnStep(key: key, action: .dismiss)
    return ReturnBehavior(whenFollowed: step, whenLast: step)
  }

  /// The return behaviour of a field whose Return does nothing (`onReturn: none`): the explicit
  /// `returnKey` when given, else the plain Return key (`default`), doing nothing wherever the
  /// field stands, so the keyboard stays.
  func inertReturn(explicit: ReturnKey?) -> ReturnBehavior {
    let step = ReturnStep(key: explicit ?? .default, action: .none)
    return ReturnBehavior(whenFollowed: step, whenLast: step)
  }

  /// Whether Return on the input at `index` does nothing (`onReturn: none`, its own or the
  /// form's, on a field).
  func returnIsInert(_ index: Int) -> Bool {
    nodes[index].kind == .field && effectiveOnReturn(index) == OnReturn.none
  }
}
