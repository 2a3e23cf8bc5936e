import FormDiagnostics
import FormSpec

extension CheckContext {
  /// The most options of one multi-choice whose combinations the visibility analysis tells apart
  /// (2^10 classes); conditions naming more are checked on the first ones, in option order.
  static let maxNamedOptions = 10

  /// A multi-choice's options without duplicates, in spec order.
  func multiChoiceOptions(of index: Int) -> [ChoiceOption] {
    var seen = Set<String>()
    return (nodes[index].input?.control.options?.value ?? []).filter {
      seen.insert($0.value.value).inserted
    }
  }

  /// The options of a multi-choice that its conditions name with `contains`, in option order.
  func namedOptions(of index: Int) -> [String] {
    let name = id(index)
    var named = Set<String>()
    for node in nodes {
      for condition in [node.visibleWhen?.value, node.input?.enabledWhen?.value] {
        guard let condition, !condition.isFlag, condition.input.value == name,
          case .contains(let value) = condition.test,
          // A value with a comma is no one option (`impossible-condition`): no class holds it.
          !value.value.contains(",")
        else { continue }
        named.insert(value.value)
      }
    }
    // Options the app loads (`options: app`): the values the conditions name, in text order.
    if nodes[index].input?.control.appOptions != nil { return named.sorted() }
    return multiChoiceOptions(of: index).map(\.value.value).filter(named.contains)
  }

  /// A multi-choice's visibility classes: nothing chosen, then each non-empty combination of the
  /// options its conditions name (`.equals("mon,wed")`: those of them chosen, whatever else is),
  /// then, when it has options no condition names, `.other` (only such options chosen). So the
  /// states grow with the options named (2^n), not with the options (a week's seven days named
  /// by no condition add one class, not 128).
  func multiChoiceClasses(of index: Int) -> [VisibilityState.ValueClass] {
    let options = multiChoiceOptions(of: index).map(\.value.value)
    let named = Array(namedOptions(of: index).prefix(Self.maxNamedOptions))
    var classes: [VisibilityState.ValueClass] = [.empty]
    if !named.isEmpty {
      for mask in 1..<(1 << named.count) {
        let chosen = named.indices.filter { mask & (1 << $0) != 0 }.map { named[$0] }
        classes.append(.equals(chosen.joined(separator: ",")))
      }
    }
    // Options the app loads may always hold others than those named.
    let loaded = nodes[index].input?.control.appOptions != nil
    if loaded || options.count > named.count { classes.append(.other) }
    return classes
  }

  /// A multi-choice as the IR's input: its options, style and bounds, and its initial value, the
  /// options of `value` that it has, in option order, comma-separated (what conditions and
  /// validation read).
  func resolveMultiChoice(_ index: Int, into resolved: inout ResolvedInput) {
    let control = nodes[index].input?.control ?? ControlProperties()
    let options = multiChoiceOptions(of: index)
    let style: ChoiceStyle
    switch control.multiStyle?.value ?? .inline {
    case .inline: style = .inline
    case .navigation: style = .navigation
    case .menu: style = .menu
    }
    var choice = ResolvedInput.Choice(
      options: options.map { .init(value: $0.value.value, title: $0.displayTitle) }, style: style)
    choice.minSelections = control.minSelections?.value
    choice.maxSelections = control.maxSelections?.value
    if control.appOptions != nil {
      // The app loads the options: none here, and the values are kept as written, without
      // repeats (whether they are options is known at run time only).
      choice.optionsFromApp = true
      resolved.choice = choice
      var seen = Set<String>()
      resolved.initialValue = (control.selection?.value ?? []).map(\.value).filter {
        !$0.isEmpty && seen.insert($0).inserted
      }.joined(separator: ",")
      return
    }
    resolved.choice = choice
    // Options `unknown-option` reported are left out.
    let chosen = Set((control.selection?.value ?? []).map(\.value))
    resolved.initialValue = options.map(\.value.value).filter(chosen.contains).joined(
      separator: ",")
  }
}
