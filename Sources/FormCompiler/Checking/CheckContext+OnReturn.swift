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
}
