import FormDiagnostics
import FormSpec

/// The checked intermediate representation of one form: what the generator renders and what
/// `formc plan` prints. Plain values, `Codable`, deterministic.
public struct CheckedForm: Sendable, Codable, Hashable {
  /// The spec's path as given.
  public var path: String
  /// `form`: the prefix of the generated type names.
  public var name: String
  /// `title`: the screen's title, or its default text when it has variants.
  public var title: String?
  /// The deployment target.
  public var platform: String
  /// Every input with an id: the keyboard's inputs in focus order, then the typed controls
  /// (switches) in document order, which are not in the focus chain (``ResolvedInput/isControl``).
  public var inputs: [ResolvedInput]
  /// Every node of the layout tree, in document order (pre-order); index 0 is `content`.
  public var layout: [LayoutNode]
  /// The controllers of visibility conditions: the inputs in document order, then the app flags
  /// that conditions name, in `flags` order (``Controller/flag``).
  public var controllers: [Controller]
  /// The visibility states checked (all of them unless ``stateCount`` is larger); empty when the
  /// form was assembled without them (``FormChecker/check(_:frontEnd:includingFocusStates:)``).
  public var states: [VisibilityState]
  /// How many visibility states the form has in all.
  public var stateCount: Int
  /// The toolbar.
  public var toolbar: Toolbar
  /// `focus.wraps`.
  public var wraps: Bool
  /// The submit key of a field that is last in focus order.
  public var submitKey: ReturnKey
  /// How the keyboard is handled.
  public var keyboardPlan: KeyboardPlan
  /// `actions`: the submit and cancel buttons outside the content, absent when the spec has none.
  public var actions: ResolvedActions?
  /// `presentations`: how the screen is shown, absent when the spec does not say (every way).
  public var presentations: [ScreenPresentation]?
  /// `flags`: the app's named flags, in spec order; absent when the spec declares none.
  public var flags: [String]?
  /// `validateOn`: when inputs' error messages show unless an input says otherwise; absent when
  /// the spec does not say (`submit`).
  public var validateOn: ValidationTiming? = nil
  /// `focus.initial`: the input focused the first time the screen appears, when it is shown and
  /// enabled then; absent when the spec names none (or names something the keyboard cannot
  /// focus, which `dangling-reference` reports).
  public var initialFocus: String? = nil
  /// `title.when`: the title shown while an app flag is set, the first set flag in list order
  /// winning; absent for a plain title.
  public var titleVariants: [ResolvedTextVariant]? = nil
}

/// An input after presets and overrides are applied.
public struct ResolvedInput: Sendable, Codable, Hashable {
  /// The keys, in one box shared by copies: the generator reads each input in a dozen passes,
  /// and copying two dozen fields (and retaining each) cost more than all its reading. A change
  /// copies the box first unless this value holds the only reference (copy on write), so the
  /// checker's settings after `init` change the box in place.
  ///
  /// `@unchecked Sendable`: `fields` changes only through ``update(_:)``, on a box no other value
  /// references, so a box that is shared (and so can be sent) is never written. For the same
  /// reason `fields` is not checked for exclusive access at run time, as ``LayoutNode``'s box is
  /// not. The box and the getters are inlinable: the generator, in another module, reads each
  /// input's `id` and `choice` thousands of times per 50 specs, and a getter called out of line
  /// returned a copy (a retain, and a release by the caller).
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
  }

  /// The stored keys; their names are the JSON keys.
  @usableFromInline struct Fields: Sendable, Codable, Hashable {
    @usableFromInline var id: String
    @usableFromInline var kind: Node.Kind
    @usableFromInline var node: Int
    @usableFromInline var title: String?
    @usableFromInline var placeholder: String?
    @usableFromInline var hint: String?
    @usableFromInline var initialValue: String
    @usableFromInline var required: Bool
    @usableFromInline var requiredMessage: String?
    @usableFromInline var traits: Traits?
    @usableFromInline var explicitReturnKey: ReturnKey?
    @usableFromInline var returnBehavior: ReturnBehavior
    @usableFromInline var rules: [Rule]
    @usableFromInline var lines: Lines?
    @usableFromInline var height: Double?
    @usableFromInline var conditionNodes: [Int]
    @usableFromInline var choice: Choice? = nil
    @usableFromInline var date: DateControl? = nil
    @usableFromInline var number: Number? = nil
    @usableFromInline var enabledCondition: Condition?
    @usableFromInline var validateOn: ValidationTiming? = nil
    @usableFromInline var maxLength: Int? = nil
    @usableFromInline var format: String? = nil
    @usableFromInline var check: InputCheck? = nil
    @usableFromInline var inputView: Bool? = nil
    @usableFromInline var returnKeyChangesWhileFocused: Bool? = nil
    @usableFromInline var returnKeyChangedBy: [ReturnKeyChangeByControl]? = nil
    @usableFromInline var toolbar: Toolbar? = nil
    @usableFromInline var valueOf: String? = nil
  }

  @usableFromInline var storage: Storage

  /// Applies `change` to the keys, in place when the box is this value's alone, else to a copy in
  /// a new box.
  @usableFromInline mutating func update(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    change(&storage.fields)
  }

  /// Creates a resolved input.
  public init(
    id: String,
    kind: Node.Kind,
    node: Int,
    title: String? = nil,
    placeholder: String? = nil,
    hint: String? = nil,
    initialValue: String,
    required: Bool,
    requiredMessage: String? = nil,
    traits: Traits? = nil,
    explicitReturnKey: ReturnKey? = nil,
    returnBehavior: ReturnBehavior,
    rules: [Rule],
    lines: Lines? = nil,
    height: Double? = nil,
    conditionNodes: [Int],
    choice: Choice? = nil,
    date: DateControl? = nil,
    number: Number? = nil,
    enabledCondition: Condition? = nil,
    validateOn: ValidationTiming? = nil,
    maxLength: Int? = nil,
    format: String? = nil,
    check: InputCheck? = nil,
    inputView: Bool? = nil,
    returnKeyChangesWhileFocused: Bool? = nil
  ) {
    storage = Storage(
      Fields(
        id: id, kind: kind, node: node, title: title, placeholder: placeholder, hint: hint,
        initialValue: initialValue, required: required, requiredMessage: requiredMessage,
        traits: traits, explicitReturnKey: explicitReturnKey, returnBehavior: returnBehavior,
        rules: rules, lines: lines, height: height, conditionNodes: conditionNodes, choice: choice,
        date: date, number: number, enabledCondition: enabledCondition, validateOn: validateOn,
        maxLength: maxLength, format: format, check: check, inputView: inputView,
        returnKeyChangesWhileFocused: returnKeyChangesWhileFocused))
  }

  /// Decodes the keys as the plan JSON writes them.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try Fields(from: decoder))
  }

  /// Encodes the keys, one JSON key per property.
  public func encode(to encoder: any Encoder) throws {
    try storage.fields.encode(to: encoder)
  }

  /// Whether every key is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes every key.
  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }

  /// The input's id.
  @inlinable public var id: String {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }
  /// `field`, `textView`, `custom` or a typed control's kind (`switch`).
  @inlinable public var kind: Node.Kind {
    get { storage.fields.kind }
    set { update { $0.kind = newValue } }
  }
  /// The index of its node in ``CheckedForm/layout``.
  @inlinable public var node: Int {
    get { storage.fields.node }
    set { update { $0.node = newValue } }
  }
  /// `title`.
  @inlinable public var title: String? {
    get { storage.fields.title }
    set { update { $0.title = newValue } }
  }
  /// `placeholder`.
  @inlinable public var placeholder: String? {
    get { storage.fields.placeholder }
    set { update { $0.placeholder = newValue } }
  }
  /// `hint`: the accessibility hint.
  @inlinable public var hint: String? {
    get { storage.fields.hint }
    set { update { $0.hint = newValue } }
  }
  /// `value`: the initial value ("" when none; a switch's is `"true"` or `"false"`; a choice's
  /// is an option's value, or "" when it starts with none chosen).
  @inlinable public var initialValue: String {
    get { storage.fields.initialValue }
    set { update { $0.initialValue = newValue } }
  }
  /// `required`.
  @inlinable public var required: Bool {
    get { storage.fields.required }
    set { update { $0.required = newValue } }
  }
  /// `requiredMessage`: the spec's message for an empty required input, if it gives one.
  @inlinable public var requiredMessage: String? {
    get { storage.fields.requiredMessage }
    set { update { $0.requiredMessage = newValue } }
  }
  /// The message an empty required input shows: the spec's `requiredMessage`, else formc's
  /// English one, "<title> is required" (the placeholder, else the id, without a title).
  public var requiredErrorMessage: String {
    requiredMessage ?? (title ?? placeholder ?? id) + " is required"
  }
  /// The text traits (absent on custom controls).
  @inlinable public var traits: Traits? {
    get { storage.fields.traits }
    set { update { $0.traits = newValue } }
  }
  /// The explicit `returnKey`, if any.
  @inlinable public var explicitReturnKey: ReturnKey? {
    get { storage.fields.explicitReturnKey }
    set { update { $0.explicitReturnKey = newValue } }
  }
  /// What Return does on the input, decided once by the checker: the key and action while a
  /// visible input follows it, and while it is the last visible input. Every visibility state's
  /// ``FocusStep`` is read from it, and so is the generated code.
  @inlinable public var returnBehavior: ReturnBehavior {
    get { storage.fields.returnBehavior }
    set { update { $0.returnBehavior = newValue } }
  }
  /// The validation rules, in spec order.
  @inlinable public var rules: [Rule] {
    get { storage.fields.rules }
    set { update { $0.rules = newValue } }
  }
  /// `lines` of a text view.
  @inlinable public var lines: Lines? {
    get { storage.fields.lines }
    set { update { $0.lines = newValue } }
  }
  /// `height` of a custom control, or an explicit `height` on any input.
  @inlinable public var height: Double? {
    get { storage.fields.height }
    set { update { $0.height = newValue } }
  }
  /// The condition that shows the input (its own and its ancestors'), as indices into
  /// ``CheckedForm/layout`` of the nodes whose conditions apply, outermost first.
  @inlinable public var conditionNodes: [Int] {
    get { storage.fields.conditionNodes }
    set { update { $0.conditionNodes = newValue } }
  }
  /// A choice's options and style (`nil` for other kinds).
  @inlinable public var choice: Choice? {
    get { storage.fields.choice }
    set { update { $0.choice = newValue } }
  }
  /// A date's components, style, value and range (`nil` for other kinds).
  @inlinable public var date: DateControl? {
    get { storage.fields.date }
    set { update { $0.date = newValue } }
  }
  /// A stepper's or slider's range, step and format (`nil` for other kinds).
  @inlinable public var number: Number? {
    get { storage.fields.number }
    set { update { $0.number = newValue } }
  }
  /// `enabledWhen`: while it fails the input keeps its place but is disabled, and focus, Return,
  /// Next and validation pass over it; absent when the input is always enabled.
  @inlinable public var enabledCondition: Condition? {
    get { storage.fields.enabledCondition }
    set { update { $0.enabledCondition = newValue } }
  }
  /// The input's own `validateOn`, overriding the form's; absent when it has none.
  @inlinable public var validateOn: ValidationTiming? {
    get { storage.fields.validateOn }
    set { update { $0.validateOn = newValue } }
  }
  /// `maxLength`: the most characters the user can type (with a ``format``: raw characters).
  @inlinable public var maxLength: Int? {
    get { storage.fields.maxLength }
    set { update { $0.maxLength = newValue } }
  }
  /// `format`: the formatter applied as the user types, by name.
  @inlinable public var format: String? {
    get { storage.fields.format }
    set { update { $0.format = newValue } }
  }
  /// `check`: the app's check of the value, by name, with its debounce.
  @inlinable public var check: InputCheck? {
    get { storage.fields.check }
    set { update { $0.check = newValue } }
  }
  /// A custom control's `inputView` (`true` unless the spec says `false`): whether it becomes
  /// first responder with its own input view, and so is a stop of the keyboard's chain; absent
  /// on other kinds.
  @inlinable public var inputView: Bool? {
    get { storage.fields.inputView }
    set { update { $0.inputView = newValue } }
  }
  /// `true` when typing into the input changes its own return key while it stays focused (its
  /// value decides whether a later input follows it); absent otherwise. UIKit reloads the
  /// keyboard for the new key; SwiftUI shows it at the input's next focus.
  @inlinable public var returnKeyChangesWhileFocused: Bool? {
    get { storage.fields.returnKeyChangesWhileFocused }
    set { update { $0.returnKeyChangesWhileFocused = newValue } }
  }
  /// The typed controls the user changes without moving the focus (a switch, a segmented choice,
  /// a stepper…) that change this input's derived return key while it stays focused, in document
  /// order; absent when there are none. UIKit reloads the keyboard for the new key; SwiftUI shows
  /// it at the input's next focus.
  @inlinable public var returnKeyChangedBy: [ReturnKeyChangeByControl]? {
    get { storage.fields.returnKeyChangedBy }
    set { update { $0.returnKeyChangedBy = newValue } }
  }

  /// A change of an input's derived return key that a typed control makes while the input stays
  /// focused: in the state `before` the control's change, the input has the key `from`; in the
  /// state `after`, `to`.
  public struct ReturnKeyChangeByControl: Sendable, Codable, Hashable {
    /// The id of the typed control (a switch, a choice, a stepper…).
    public var input: String
    /// The input's key before the control changes.
    public var from: ReturnKey
    /// The input's key after the control changes.
    public var to: ReturnKey
    /// The state before the change, as an index into the form's ``CheckedForm/states``: the
    /// first such pair of states, which differ only in the control's value.
    public var before: Int
    /// The state after the change, as an index into the form's ``CheckedForm/states``.
    public var after: Int
    /// The ids of the later inputs the change shows, hides, enables or disables, in focus order.
    public var inputs: [String]

    /// Creates a change.
    public init(
      input: String, from: ReturnKey, to: ReturnKey, before: Int, after: Int, inputs: [String]
    ) {
      self.input = input
      self.from = from
      self.to = to
      self.before = before
      self.after = after
      self.inputs = inputs
    }
  }

  /// `valueOf`: the id of the input whose value this one edits (the model stores it once, in
  /// that input's property, which both read and write); absent when the input owns its value.
  @inlinable public var valueOf: String? {
    get { storage.fields.valueOf }
    set { update { $0.valueOf = newValue } }
  }

  /// The input's own accessory toolbar (`toolbar` on the input, the keys it leaves out taken from
  /// the form's), shown instead of the form's while it is focused; `nil` when it has none of its
  /// own (``CheckedForm/toolbar(for:)`` gives the one it shows).
  @inlinable public var toolbar: Toolbar? {
    get { storage.fields.toolbar }
    set { update { $0.toolbar = newValue } }
  }

  /// Text traits after the preset and overrides.
  public struct Traits: Sendable, Codable, Hashable {
    /// The `UIKeyboardType` case.
    public var keyboard: KeyboardType
    /// The `UITextContentType` member name, if any.
    public var contentType: String?
    /// The `UITextAutocapitalizationType` case.
    public var autocapitalization: Autocapitalization
    /// Whether autocorrection is on.
    public var autocorrection: Bool
    /// Whether entry is secure.
    public var secure: Bool
    /// Whether the keyboard has a return key (pads have none).
    public var hasReturnKey: Bool
    /// `smartPunctuation`: smart quotes and dashes on or off; `nil` leaves the system's default.
    public var smartPunctuation: Bool?

    /// The traits as `formc plan` lists them.
    public var summary: String {
      var summary = InputPreset.Traits.summary(
        keyboard: keyboard, contentType: contentType, autocapitalization: autocapitalization,
        autocorrection: autocorrection, secure: secure, hasReturnKey: hasReturnKey)
      if let smartPunctuation {
        summary += ", smart punctuation \(smartPunctuation ? "on" : "off")"
      }
      return summary
    }
  }

  /// A validation rule with its message.
  public struct Rule: Sendable, Codable, Hashable {
    /// `minLength`, `maxLength`, `pattern`, `email`, `equals`, `min`, `max` or `requiredWithout`.
    public var kind: RuleKind
    /// The rule's operand as text (`8`, the pattern, the other input's id, `requiredWithout`'s
    /// ids joined by `, `); empty for `email`.
    public var operand: String
    /// The numeric operand of `minLength`, `maxLength`, `min` and `max`.
    public var number: Double?
    /// The message shown when the rule fails (the spec's, or formc's default).
    public var message: String
    /// The other inputs a cross-field rule reads (`requiredWithout`'s ids, in spec order); absent
    /// for other rules (`equals` names its one input in ``operand``).
    public var inputs: [String]? = nil
  }

  /// Text view growth.
  public struct Lines: Sendable, Codable, Hashable {
    /// Lines shown at least.
    public var min: Int
    /// Lines shown at most before the view scrolls inside itself, or `nil` for `max: none`: the
    /// text view grows with its text and the scroll view around it scrolls (absent from the
    /// plan's JSON).
    public var max: Int?

    /// Whether the text view grows without a limit (`max: none`).
    public var isUnbounded: Bool { max == nil }
  }
}

/// A node of the resolved layout tree.
public struct LayoutNode: Sendable, Codable, Hashable {
  /// The keys, in one box shared by copies (as ``ResolvedInput``'s are): the generator copies
  /// nodes out of ``CheckedForm/layout`` in several passes, and a copy of twenty fields retained
  /// about nine strings and lists, each released again with the copy. A change copies the box
  /// first unless this value holds the only reference (copy on write).
  ///
  /// `@unchecked Sendable`: `fields` changes only through ``update(_:)``, on a box no other value
  /// references, so a box that is shared (and so can be sent) is never written. For the same
  /// reason `fields` is not checked for exclusive access at run time (as ``Node``'s boxes are
  /// not): no read can overlap the one write, which happens on a box only this value holds, and
  /// the checks (`swift_beginAccess` on every read of a key) cost more than the copies saved.
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
  }

  /// The stored keys; their names (and order) are the JSON keys.
  @usableFromInline struct Fields: Sendable, Codable, Hashable {
    @usableFromInline var kind: Node.Kind
    @usableFromInline var id: String?
    @usableFromInline var parent: Int?
    @usableFromInline var children: [Int]
    @usableFromInline var axis: LayoutAxis?
    @usableFromInline var condition: Condition?
    @usableFromInline var text: String?
    @usableFromInline var header: String?
    @usableFromInline var footer: String?
    @usableFromInline var action: ButtonAction?
    @usableFromInline var enabled: ActionEnablement?
    @usableFromInline var height: Double?
    @usableFromInline var spacing: Double?
    @usableFromInline var paging: Bool?
    @usableFromInline var line: Int
    @usableFromInline var column: Int
    @usableFromInline var headerVariants: [ResolvedTextVariant]? = nil
    @usableFromInline var footerVariants: [ResolvedTextVariant]? = nil
    @usableFromInline var textVariants: [ResolvedTextVariant]? = nil
    @usableFromInline var image: ResolvedImage? = nil
  }

  @usableFromInline var storage: Storage

  /// Applies `change` to the keys, in place when the box is this value's alone, else to a copy in
  /// a new box.
  @usableFromInline mutating func update(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    change(&storage.fields)
  }

  /// Creates a node.
  init(
    kind: Node.Kind,
    id: String?,
    parent: Int?,
    children: [Int],
    axis: LayoutAxis?,
    condition: Condition?,
    text: String?,
    header: String?,
    footer: String?,
    action: ButtonAction?,
    enabled: ActionEnablement?,
    height: Double?,
    spacing: Double?,
    paging: Bool?,
    line: Int,
    column: Int,
    headerVariants: [ResolvedTextVariant]? = nil,
    footerVariants: [ResolvedTextVariant]? = nil,
    textVariants: [ResolvedTextVariant]? = nil,
    image: ResolvedImage? = nil
  ) {
    storage = Storage(
      Fields(
        kind: kind, id: id, parent: parent, children: children, axis: axis, condition: condition,
        text: text, header: header, footer: footer, action: action, enabled: enabled,
        height: height, spacing: spacing, paging: paging, line: line, column: column,
        headerVariants: headerVariants, footerVariants: footerVariants, textVariants: textVariants,
        image: image))
  }

  /// Decodes the keys as the plan JSON writes them.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try Fields(from: decoder))
  }

  /// Encodes the keys, one JSON key per property.
  public func encode(to encoder: any Encoder) throws {
    try storage.fields.encode(to: encoder)
  }

  /// Whether every key is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes every key.
  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }

  /// The node's kind key.
  @inlinable public var kind: Node.Kind {
    get { storage.fields.kind }
    set { update { $0.kind = newValue } }
  }
  /// The id, if any.
  @inlinable public var id: String? {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }
  /// The parent's index in ``CheckedForm/layout``, `nil` for `content`.
  @inlinable public var parent: Int? {
    get { storage.fields.parent }
    set { update { $0.parent = newValue } }
  }
  /// The children's indices.
  @inlinable public var children: [Int] {
    get { storage.fields.children }
    set { update { $0.children = newValue } }
  }
  /// `axis` of a scroll or stack.
  @inlinable public var axis: LayoutAxis? {
    get { storage.fields.axis }
    set { update { $0.axis = newValue } }
  }
  /// The visibility condition written on this node, if any.
  @inlinable public var condition: Condition? {
    get { storage.fields.condition }
    set { update { $0.condition = newValue } }
  }
  /// A label's `text` or a button's `title`.
  @inlinable public var text: String? {
    get { storage.fields.text }
    set { update { $0.text = newValue } }
  }
  /// A section's `header`.
  @inlinable public var header: String? {
    get { storage.fields.header }
    set { update { $0.header = newValue } }
  }
  /// A section's `footer`.
  @inlinable public var footer: String? {
    get { storage.fields.footer }
    set { update { $0.footer = newValue } }
  }
  /// A button's `action`: `submit` or `none`.
  @inlinable public var action: ButtonAction? {
    get { storage.fields.action }
    set { update { $0.action = newValue } }
  }
  /// A submit button's `enabled`, when the spec gives one (absent means `always`).
  @inlinable public var enabled: ActionEnablement? {
    get { storage.fields.enabled }
    set { update { $0.enabled = newValue } }
  }
  /// `height`, when the spec gives one (points).
  @inlinable public var height: Double? {
    get { storage.fields.height }
    set { update { $0.height = newValue } }
  }
  /// The points between a stack's children (`spacing`, default 8); absent on other kinds.
  @inlinable public var spacing: Double? {
    get { storage.fields.spacing }
    set { update { $0.spacing = newValue } }
  }
  /// Whether a scroll view pages (`paging`); absent on other kinds.
  @inlinable public var paging: Bool? {
    get { storage.fields.paging }
    set { update { $0.paging = newValue } }
  }
  /// The 1-based line of the node's kind key.
  @inlinable public var line: Int {
    get { storage.fields.line }
    set { update { $0.line = newValue } }
  }
  /// The 1-based column of the node's kind key, counted in Unicode scalars.
  @inlinable public var column: Int {
    get { storage.fields.column }
    set { update { $0.column = newValue } }
  }
  /// `header.when`: the section's header while an app flag is set, the first set flag in list
  /// order winning; absent for a plain header.
  @inlinable public var headerVariants: [ResolvedTextVariant]? {
    get { storage.fields.headerVariants }
    set { update { $0.headerVariants = newValue } }
  }
  /// `footer.when`, as ``headerVariants``.
  @inlinable public var footerVariants: [ResolvedTextVariant]? {
    get { storage.fields.footerVariants }
    set { update { $0.footerVariants = newValue } }
  }
  /// `text.when` of a label or `title.when` of a button, as ``headerVariants``.
  @inlinable public var textVariants: [ResolvedTextVariant]? {
    get { storage.fields.textVariants }
    set { update { $0.textVariants = newValue } }
  }
  /// An image's `source`, `contentMode` and `description`; absent on other kinds.
  @inlinable public var image: ResolvedImage? {
    get { storage.fields.image }
    set { update { $0.image = newValue } }
  }

  /// The variants of one of the node's texts (`header`, `footer`, or `text` for a label's text
  /// and a button's title); `nil` for a plain text or another property.
  @inlinable public func variants(of property: FormString.Property) -> [ResolvedTextVariant]? {
    switch property {
    case .header: return headerVariants
    case .footer: return footerVariants
    case .text, .title: return kind == .label || kind == .button ? textVariants : nil
    default: return nil
    }
  }
}

/// A `visibleWhen` condition.
public struct Condition: Sendable, Codable, Hashable {
  /// The controlling input's id, or the app flag's name when ``flag`` is `true`.
  public var input: String
  /// The value it must equal, or `nil` for "not empty" (a flag's: `"true"` set, `"false"` not).
  public var equals: String?
  /// `true` when the condition reads an app flag (`visibleWhen: {flag: …}`); absent for inputs.
  public var flag: Bool?
  /// `true` when the value must differ from ``equals`` (`notEquals`); absent otherwise.
  public var negated: Bool?
  /// `in: [a, b]`: the values one of which the value must be, in the order written (then
  /// ``equals`` is absent); absent otherwise. `empty: true` is ``equals`` `""`.
  public var oneOf: [String]?
  /// `contains: mon`: the option a multi-choice must have chosen (then ``equals`` is absent);
  /// absent otherwise.
  public var contains: String? = nil
  /// `all: [...]`: the single conditions that must all hold (then ``input`` is empty and the
  /// other members are absent); absent otherwise.
  public var all: [Condition]?
  /// `any: [...]`: the single conditions at least one of which must hold (then ``input`` is empty
  /// and the other members are absent); absent otherwise.
  public var any: [Condition]?

  /// The single conditions: a combined condition's elements, else the condition itself.
  public var leaves: [Condition] { all ?? any ?? [self] }

  /// The ids of the inputs the condition reads (not its flags), each once, in the order written.
  public var inputs: [String] {
    var seen = Set<String>()
    return leaves.filter { $0.flag != true }.map(\.input).filter { seen.insert($0).inserted }
  }
}

/// An input or app flag whose value decides visibility, with the classes of values that matter.
public struct Controller: Sendable, Codable, Hashable {
  /// The input's id, or the flag's name.
  public var id: String
  /// The `equals` values named for it, sorted, without the empty string (a switch's and a flag's:
  /// `false` and `true`).
  public var values: [String]
  /// `true` for an app flag; absent for inputs.
  public var flag: Bool?
}

/// One visibility state: a class of value per controller, and what follows from it.
public struct VisibilityState: Sendable, Codable, Hashable {
  /// The class of each controller's value, in ``CheckedForm/controllers`` order.
  public var values: [ValueClass]
  /// The visible inputs in focus order, with their keys and toolbar states.
  public var steps: [FocusStep]

  /// A class of values for one controller; JSON `{"class": "empty"}`,
  /// `{"class": "equals", "value": "business"}` or `{"class": "other"}`.
  public enum ValueClass: Sendable, Codable, Hashable {
    /// The empty string.
    case empty
    /// Exactly this string.
    case equals(String)
    /// Any other non-empty string.
    case other

    private enum CodingKeys: String, CodingKey {
      case `class`
      case value
    }

    /// Decodes the documented JSON form.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(String.self, forKey: .class) {
      case "empty": self = .empty
      case "equals": self = .equals(try container.decode(String.self, forKey: .value))
      case "other": self = .other
      case let unknown:
        throw DecodingError.dataCorruptedError(
          forKey: .class, in: container, debugDescription: "unknown value class '\(unknown)'")
      }
    }

    /// Encodes the documented JSON form.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .empty: try container.encode("empty", forKey: .class)
      case .equals(let value):
        try container.encode("equals", forKey: .class)
        try container.encode(value, forKey: .value)
      case .other: try container.encode("other", forKey: .class)
      }
    }
  }
}

/// What Return does on an input: the key and its action while a visible input follows the input,
/// and while it is the last visible input. The checker decides it once per input; a visibility
/// state only picks one of the two.
public struct ReturnBehavior: Sendable, Codable, Hashable {
  /// The key and action while a visible input follows.
  public var whenFollowed: ReturnStep
  /// The key and action while the input is the last visible input.
  public var whenLast: ReturnStep

  /// Creates a behaviour.
  public init(whenFollowed: ReturnStep, whenLast: ReturnStep) {
    self.whenFollowed = whenFollowed
    self.whenLast = whenLast
  }

  /// The key and action in a state where a visible input follows (`follows`) or not.
  public func step(follows: Bool) -> ReturnStep { follows ? whenFollowed : whenLast }
}

/// A return key and what pressing it does.
public struct ReturnStep: Sendable, Codable, Hashable {
  /// The key shown, `nil` when the keyboard has none (pads, custom controls).
  public var key: ReturnKey?
  /// What pressing it does.
  public var action: FocusStep.ReturnAction

  /// Creates a step.
  public init(key: ReturnKey?, action: FocusStep.ReturnAction) {
    self.key = key
    self.action = action
  }
}

/// What focusing one input means in one visibility state.
public struct FocusStep: Sendable, Codable, Hashable {
  /// The input's id.
  public var input: String
  /// The return key shown (`nil` on custom controls and pads).
  public var returnKey: ReturnKey?
  /// What Return does.
  public var returnAction: ReturnAction
  /// The input the toolbar's Previous moves to, if enabled.
  public var previous: String?
  /// The input the toolbar's Next moves to (wrapping if the form wraps), if enabled.
  public var next: String?

  /// What the return key does.
  public enum ReturnAction: String, Sendable, Codable, Hashable {
    /// Moves focus to the next visible input.
    case next
    /// Validates and submits the form.
    case submit
    /// Inserts a newline (text views).
    case newline
    /// Ends editing (an explicit `next` on the last visible input).
    case dismiss
    /// Nothing: the keyboard has no return key, or the input is a custom control.
    case none
  }
}

extension CheckedForm {
  /// The accessory toolbar `input` shows while it is focused: its own, else the form's.
  public func toolbar(for input: ResolvedInput) -> Toolbar { input.toolbar ?? toolbar }
}

/// The input accessory toolbar.
public struct Toolbar: Sendable, Codable, Hashable {
  /// Whether it is shown.
  public var isEnabled: Bool
  /// Its items, in order.
  public var items: [ToolbarItem]
  /// What the middle shows: `none`, `title` or `placeholder`.
  public var title: ToolbarTitleMode

  /// The items shown: none when the toolbar is off.
  public var shownItems: [ToolbarItem] { isEnabled ? items : [] }
}
