/// A node of the layout that shows only while its `visibleWhen` holds: an input, a label, a
/// section, a stack, a button or a scroll view.
///
/// A node is shown when its test holds for the controlling input's value, the controlling input is
/// shown, and the node it sits in (`within`) is shown. A condition on an app flag (``flag``) reads
/// the flag's value (`"true"` or `"false"`) from the view model's ``FormModel/isFlagSet(_:)``
/// instead; a flag is always there.
public struct FormCondition<Field: FormField>: Sendable {
  /// The kind of node.
  public typealias NodeKind = FormNodeKind

  /// What the controlling input's value must be.
  public typealias Test = FormConditionTest

  /// The node's id.
  public var id: String
  /// The node's kind.
  public var kind: NodeKind
  /// The input whose value decides, or `nil` when an app flag does (``flag``).
  public var input: Field?
  /// The app flag whose value decides (`flags` in the spec), or `nil` when an input does.
  public var flag: String?
  /// What its value must be.
  public var test: Test
  /// The id of the nearest enclosing node that has a condition, if any.
  public var within: String?
  /// How a combined condition (`all:` / `any:`) joins its ``terms``, or `nil` for one test
  /// (``input`` or ``flag`` with ``test``).
  public var combination: FormConditionCombination?
  /// A combined condition's tests, each on an input or a flag; empty for one test.
  public var terms: [FormConditionTerm<Field>] = []

  /// Creates a combined condition: the node is shown while all (`.all`) or any (`.any`) of
  /// `terms` hold, each reading its input's value (while that input is shown) or its flag.
  public init(
    _ id: String, _ kind: NodeKind, shownWhen combination: FormConditionCombination,
    _ terms: [FormConditionTerm<Field>], within: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.input = nil
    self.test = .notEmpty
    self.within = within
    self.combination = combination
    self.terms = terms
  }

  /// Creates a condition.
  public init(
    _ id: String, _ kind: NodeKind, shownWhen input: Field, _ test: Test, within: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.input = input
    self.test = test
    self.within = within
  }

  /// Creates a condition on an app flag: the node is shown while the flag is set (`isSet`), or
  /// while it is not.
  public init(
    _ id: String, _ kind: NodeKind, shownWhenFlag flag: String, isSet: Bool = true,
    within: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.input = nil
    self.flag = flag
    self.test = .equals(isSet ? "true" : "false")
    self.within = within
  }
}

/// How a combined condition joins its tests.
public enum FormConditionCombination: String, Sendable, Hashable {
  /// Every test holds (`all:`).
  case all
  /// At least one test holds (`any:`).
  case any
}

/// One test of a combined condition (`all:` / `any:`): an input's value, or an app flag.
public struct FormConditionTerm<Field: FormField>: Sendable {
  /// The input whose value it tests, or `nil` for a flag's.
  public var input: Field?
  /// The app flag it reads, or `nil` for an input's.
  public var flag: String?
  /// What the value must be (a flag's `"true"` or `"false"`).
  public var test: FormConditionTest

  /// A test of an input's value; it fails while the input is hidden.
  public static func input(_ input: Field, _ test: FormConditionTest) -> Self {
    Self(input: input, flag: nil, test: test)
  }

  /// A test of an app flag: set (`isSet`), or not set.
  public static func flag(_ name: String, isSet: Bool = true) -> Self {
    Self(input: nil, flag: name, test: .equals(isSet ? "true" : "false"))
  }
}

/// The kind of a layout node, spelt as its kind key.
public enum FormNodeKind: String, Sendable, Hashable, CaseIterable {
  /// A scroll view.
  case scroll
  /// A table.
  case table
  /// A table section, or a group of nodes with a header and footer.
  case section
  /// A stack view.
  case stack
  /// A text field.
  case field
  /// A text view.
  case textView
  /// A custom control.
  case custom
  /// An on/off switch.
  case `switch`
  /// A choice among options.
  case choice
  /// A choice of any number of options.
  case multiChoice
  /// A date, a time of day or both.
  case date
  /// A number stepper.
  case stepper
  /// A number slider.
  case slider
  /// A label.
  case label
  /// A button.
  case button
  /// Fixed empty space.
  case spacer
  /// A picture (an SF Symbol, an asset, or one the app sets).
  case image
}

/// What a `visibleWhen`'s controlling input's value must be.
public enum FormConditionTest: Sendable, Hashable {
  /// Not empty.
  case notEmpty
  /// Exactly this text.
  case equals(String)
  /// Anything but this text, the empty value included (`notEquals`).
  case notEquals(String)
  /// The empty value (`empty: true`).
  case empty
  /// One of these texts (`in: [a, b]`).
  case oneOf([String])
  /// A multi-choice has this option chosen (`contains: mon`): the value, its chosen options
  /// comma-separated, lists it.
  case contains(String)

  /// Whether a value passes.
  public func holds(for value: String) -> Bool {
    switch self {
    case .notEmpty: return !value.isEmpty
    case .equals(let expected): return value == expected
    case .notEquals(let excluded): return value != excluded
    case .empty: return value.isEmpty
    case .oneOf(let values): return values.contains(value)
    case .contains(let option): return FormChoice.selection(value).contains(option)
    }
  }
}
