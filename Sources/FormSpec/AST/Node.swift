import FormDiagnostics

/// A node of the layout tree: a container, an input or a static element.
public struct Node: Sendable {
  /// The kind of node, spelt as its kind key.
  public enum Kind: String, SpecWord {
    /// A scroll view.
    case scroll
    /// A grouped table of sections.
    case table
    /// A table section or a group of nodes with a header and footer.
    case section
    /// A stack view.
    case stack
    /// A single-line text field.
    case field
    /// A multi-line text view.
    case textView
    /// A custom control that becomes first responder.
    case custom
    /// An on/off switch: a typed control outside the keyboard's focus chain.
    case `switch`
    /// A choice among options (a picker or segmented control): a typed control outside the
    /// keyboard's focus chain.
    case choice
    /// A choice of any number of options (a list of rows with checkmarks, a navigation list or a
    /// menu that stays open): a typed control outside the keyboard's focus chain whose value is a
    /// set of options.
    case multiChoice
    /// A date, a time of day or both (a date picker): a typed control outside the keyboard's
    /// focus chain.
    case date
    /// A number stepper (`Stepper`, `UIStepper`): a typed control outside the keyboard's focus
    /// chain.
    case stepper
    /// A number slider (`Slider`, `UISlider`): a typed control outside the keyboard's focus chain.
    case slider
    /// A static label.
    case label
    /// A button.
    case button
    /// Fixed empty space.
    case spacer

    /// Whether nodes of this kind hold `children`.
    @inlinable public var isContainer: Bool {
      switch self {
      case .scroll, .table, .section, .stack: return true
      default: return false
      }
    }

    /// Whether nodes of this kind take focus.
    @inlinable public var isInput: Bool {
      switch self {
      case .field, .textView, .custom: return true
      default: return false
      }
    }

    /// Whether nodes of this kind are typed controls (a switch, a choice): they hold a value and may control
    /// a `visibleWhen`, but bring no keyboard and are not in the focus chain.
    @inlinable public var isControl: Bool {
      switch self {
      case .switch, .choice, .multiChoice, .date, .stepper, .slider: return true
      default: return false
      }
    }

    /// Whether nodes of this kind list `options` (a choice, a multi-choice).
    @inlinable public var hasOptions: Bool { self == .choice || self == .multiChoice }

    /// Whether nodes of this kind hold a number (a stepper, a slider).
    @inlinable public var isNumber: Bool { self == .stepper || self == .slider }

    /// Whether the id may be left empty.
    public var allowsEmptyID: Bool {
      switch self {
      case .label, .button, .spacer: return true
      default: return false
      }
    }
  }

  // A node is one reference to its storage, so copying one (into a local, an array, a closure)
  // costs a single retain, whatever it holds. The properties most nodes lack are stored in
  // further boxes shared between nodes until one is changed (copy on write): a node stored inline
  // would be about 2 KB, which made a large spec's tree, and every copy of a node, costly.
  @usableFromInline var core: Box<Core>

  /// What the node is.
  @inlinable public var kind: Kind {
    _read { yield core.value.kind }
    _modify { yield &uniqueCore.kind }
  }
  /// Where the kind key is written.
  @inlinable public var kindKeyLocation: SourceLocation {
    _read { yield core.value.kindKeyLocation }
    _modify { yield &uniqueCore.kindKeyLocation }
  }
  /// The id, or `nil` when left empty (only on labels, buttons and spacers).
  @inlinable public var id: Located<String>? {
    _read { yield core.value.id }
    _modify { yield &uniqueCore.id }
  }
  /// The span of the node's mapping.
  @inlinable public var range: SourceRange {
    _read { yield core.value.range }
    _modify { yield &uniqueCore.range }
  }
  /// `children` of a container (empty for other kinds).
  @inlinable public var children: [Node] {
    _read { yield core.value.children }
    _modify { yield &uniqueCore.children }
  }

  @usableFromInline var properties: Storage {
    _read { yield core.value.properties }
    _modify { yield &uniqueCore.properties }
  }
  @usableFromInline var inputStorage: InputStorage {
    _read { yield core.value.inputStorage }
    _modify { yield &uniqueCore.inputStorage }
  }

  /// `height` in points.
  @inlinable public var height: Located<Double>? {
    _read { yield properties.value.height }
    _modify { yield &uniqueProperties.height }
  }
  /// `visibleWhen` (its `keyLocation` is the `visibleWhen` key).
  @inlinable public var visibleWhen: Located<VisibilityCondition>? {
    _read { yield properties.value.visibleWhen }
    _modify { yield &uniqueProperties.visibleWhen }
  }
  /// `axis` of a scroll or stack.
  @inlinable public var axis: Located<LayoutAxis>? {
    _read { yield properties.value.axis }
    _modify { yield &uniqueProperties.axis }
  }
  /// `paging` of a scroll.
  @inlinable public var paging: Located<Bool>? {
    _read { yield properties.value.paging }
    _modify { yield &uniqueProperties.paging }
  }
  /// `spacing` of a stack.
  @inlinable public var spacing: Located<Double>? {
    _read { yield properties.value.spacing }
    _modify { yield &uniqueProperties.spacing }
  }
  /// `header` of a section.
  @inlinable public var header: Located<String>? {
    _read { yield properties.value.header }
    _modify { yield &uniqueProperties.header }
  }
  /// `footer` of a section.
  @inlinable public var footer: Located<String>? {
    _read { yield properties.value.footer }
    _modify { yield &uniqueProperties.footer }
  }
  /// `text` of a label.
  @inlinable public var text: Located<String>? {
    _read { yield properties.value.text }
    _modify { yield &uniqueProperties.text }
  }
  /// The variants of a section's `header`, a label's `text` or a button's `title` (`{text,
  /// when: [{flag, text}]}`): the text shown while an app flag is set, in list order (the first
  /// set flag wins); empty for a plain text.
  @inlinable public var textVariants: NodeTextVariants {
    _read { yield properties.value.textVariants }
    _modify { yield &uniqueProperties.textVariants }
  }
  /// `title` of a button (inputs keep theirs in ``input``).
  @inlinable public var buttonTitle: Located<String>? {
    _read { yield properties.value.buttonTitle }
    _modify { yield &uniqueProperties.buttonTitle }
  }
  /// `action` of a button.
  @inlinable public var action: Located<ButtonAction>? {
    _read { yield properties.value.action }
    _modify { yield &uniqueProperties.action }
  }
  /// `enabled` of a submit button.
  @inlinable public var enabled: Located<ActionEnablement>? {
    _read { yield properties.value.enabled }
    _modify { yield &uniqueProperties.enabled }
  }
  /// The input keys of a field, text view, custom control or typed control (a switch).
  @inlinable public var input: InputProperties? {
    _read { yield inputStorage.value }
    _modify {
      Box.makeUnique(&inputStorage)
      yield &inputStorage.value
    }
  }

  /// Sets ``input`` to `input` in a box of its own: unlike assigning through ``input``, the
  /// shared empty box is neither copied first nor written, and `input` is moved, not copied (the
  /// decoder sets every node's input once).
  @inlinable public mutating func replaceInput(_ input: consuming InputProperties?) {
    inputStorage = InputStorage(input)
  }

  /// Creates a node with no properties.
  public init(kind: Kind, kindKeyLocation: SourceLocation, id: Located<String>?, range: SourceRange)
  {
    core = Box(
      Core(
        kind: kind, kindKeyLocation: kindKeyLocation, id: id, range: range, children: [],
        properties: Node.noProperties, inputStorage: Node.noInput))
  }

  @usableFromInline var uniqueCore: Core {
    _read { yield core.value }
    _modify {
      Box.makeUnique(&core)
      yield &core.value
    }
  }

  /// What every node has, and the boxes of what most lack.
  @usableFromInline struct Core: Sendable {
    @usableFromInline var kind: Kind
    @usableFromInline var kindKeyLocation: SourceLocation
    @usableFromInline var id: Located<String>?
    @usableFromInline var range: SourceRange
    @usableFromInline var children: [Node]
    @usableFromInline var properties: Storage
    @usableFromInline var inputStorage: InputStorage
  }

  @usableFromInline var uniqueProperties: Properties {
    _read { yield properties.value }
    _modify {
      Box.makeUnique(&properties)
      yield &properties.value
    }
  }

  /// The properties a node may lack, stored together out of line.
  @usableFromInline struct Properties: Sendable {
    @usableFromInline var height: Located<Double>?
    @usableFromInline var visibleWhen: Located<VisibilityCondition>?
    @usableFromInline var axis: Located<LayoutAxis>?
    @usableFromInline var paging: Located<Bool>?
    @usableFromInline var spacing: Located<Double>?
    @usableFromInline var header: Located<String>?
    @usableFromInline var footer: Located<String>?
    @usableFromInline var text: Located<String>?
    @usableFromInline var buttonTitle: Located<String>?
    @usableFromInline var textVariants = NodeTextVariants()
    @usableFromInline var action: Located<ButtonAction>?
    @usableFromInline var enabled: Located<ActionEnablement>?
  }

  /// A copy-on-write box. Its value is only changed through a uniquely referenced box, as in the
  /// standard library's collections, so sharing one between threads is safe.
  ///
  /// That rule is also why the value is exempt from the run-time exclusivity check that every
  /// stored property of a class gets: no access to a shared box ever writes, and a unique box is
  /// reached only through the one node that holds it, where the compiler checks exclusivity
  /// statically. The check was about 2 % of `generate`'s instructions (the checker reads nodes
  /// a great deal).
  @usableFromInline final class Box<Value: Sendable>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }

    /// Replaces `box` with a copy of itself unless this is its only reference, before a change.
    @inlinable static func makeUnique(_ box: inout Box) {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
    }
  }

  @usableFromInline typealias Storage = Box<Properties>
  @usableFromInline typealias InputStorage = Box<InputProperties?>

  /// The shared box of a node without any of these properties.
  private static let noProperties = Storage(Properties())
  /// The shared box of a node that is not an input.
  private static let noInput = InputStorage(nil)
}

extension Node {
  /// The effective axis (default vertical).
  @inlinable public var effectiveAxis: LayoutAxis { axis?.value ?? .vertical }

  /// This node and all nodes below it, depth-first, pre-order (document order).
  public var preorder: [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return result
  }
}

/// The input keys of a `field`, `textView` or `custom`.
public struct InputProperties: Sendable {
  /// `title`.
  public var title: Located<String>?
  /// `placeholder`.
  public var placeholder: Located<String>?
  /// `hint`: the input's accessibility hint.
  public var hint: Located<String>?
  /// `input` (default `text`).
  public var preset: Located<InputPreset>?
  /// `keyboard`.
  public var keyboard: Located<KeyboardType>?
  /// `contentType`.
  public var contentType: Located<ContentType>?
  /// `autocapitalization`.
  public var autocapitalization: Located<Autocapitalization>?
  /// `autocorrection`.
  public var autocorrection: Located<Bool>?
  /// `secure`.
  public var secure: Located<Bool>?
  /// `returnKey`.
  public var returnKey: Located<ReturnKey>?
  /// `onReturn`: what Return does, overriding `keyboard.onReturn`.
  public var onReturn: Located<OnReturn>?
  /// `value`: the initial value.
  public var value: Located<String>?
  /// `required`.
  public var required: Located<Bool>?
  /// `requiredMessage`: the message shown when a `required` input is empty.
  public var requiredMessage: Located<String>?
  /// `enabledWhen`: the condition under which the input is enabled; while it fails the input
  /// keeps its place but is disabled, and focus and validation pass over it.
  public var enabledWhen: Located<VisibilityCondition>?
  /// `rules`, in spec order: the order they are checked in. A kind may repeat (two `pattern`s).
  public var rules: [ValidationRule] = []
  /// `validateOn`: when the input's messages show, overriding the form's `validateOn`.
  public var validateOn: Located<ValidationTiming>?
  /// `next`: the input Next moves to.
  public var next: Located<String>?
  /// `maxLength`: the most characters the user can type (with a `format`: raw characters).
  public var maxLength: Located<Int>?
  /// `format`: the name of the formatter applied as the user types (a standard one, or the app's).
  public var format: Located<String>?
  /// `check`: the app's check of the value, by name, run after a debounce.
  public var check: Located<InputCheck>?
  /// `inputView` of a custom control: whether it becomes first responder with its own input view
  /// (`true`, the default: it stays in the keyboard's chain) or not (`false`: Next, Previous and
  /// Return pass over it).
  public var inputView: Located<Bool>?
  /// `lines` of a text view.
  public var lines: TextViewLines?
  /// The keys only typed controls take (a switch's boolean `value`, a choice's options).
  ///
  /// Kept in a shared copy-on-write box: text inputs, most of a spec's inputs, all share one
  /// empty box instead of each carrying the control keys' space (about half of an input's size).
  public var control: ControlProperties {
    @inlinable _read { yield controlStorage.value }
    @inlinable _modify {
      Node.Box.makeUnique(&controlStorage)
      yield &controlStorage.value
    }
  }
  @usableFromInline var controlStorage: Node.Box<ControlProperties> = InputProperties.noControl

  /// Creates empty input properties.
  public init() {}

  /// The box every input without control keys shares.
  private static let noControl = Node.Box(ControlProperties())

  /// The effective preset.
  public var effectivePreset: InputPreset { preset?.value ?? .text }
}

/// `lines: {min, max}` of a text view, with the format's defaults applied.
public struct TextViewLines: Sendable, Hashable {
  /// The fewest lines shown.
  public var min: Int
  /// The most lines before the view scrolls inside itself, or `nil` for `max: none`: the text
  /// view grows with its text without a limit and the scroll view around it scrolls instead.
  public var max: Int?
  /// Where `lines` was written.
  public var location: SourceLocation?

  /// Creates lines.
  public init(min: Int = 3, max: Int? = 8, location: SourceLocation? = nil) {
    self.min = min
    self.max = max
    self.location = location
  }

  /// Whether the text view grows without a limit (`max: none`).
  public var isUnbounded: Bool { max == nil }
}

/// `visibleWhen`: the condition under which a node is shown.
public struct VisibilityCondition: Sendable, Hashable {
  /// The test on the controlling input's value.
  public enum Test: Sendable, Hashable {
    /// The value equals this string exactly.
    case equals(Located<String>)
    /// The value is anything but this string, the empty value included (`notEquals`).
    case notEquals(Located<String>)
    /// The value is not empty.
    case notEmpty
    /// The value is empty (`empty: true`).
    case empty
    /// The value is one of these strings (`in: [a, b]`), in the order written.
    case oneOf([Located<String>])
    /// A multi-choice has this option chosen (`contains: mon`), whatever else is chosen.
    case contains(Located<String>)
  }

  /// The controlling input's id, or the flag's name when ``isFlag`` (`flag: captchaRequired`).
  public var input: Located<String>
  /// The test. A flag's is `equals` `true` (set, the default) or `false` (not set).
  public var test: Test
  /// Whether the condition names an app flag (`flag:`) rather than an input (`input:`).
  public var isFlag = false
  /// How a combined condition joins its ``elements`` (`all:` or `any:`); `nil` for one test.
  public var combination: Combination?
  /// The conditions a combined condition joins, in the order written, each one test (an input's
  /// or a flag's: combined conditions do not nest); empty for one test.
  public var elements: [VisibilityCondition] = []

  /// How a combined condition joins its elements.
  public enum Combination: String, Sendable, Hashable {
    /// `all: [...]`: every element holds.
    case all
    /// `any: [...]`: at least one element holds.
    case any
  }

  /// Creates a condition on an input's value, or (`isFlag`) on an app flag.
  public init(input: Located<String>, test: Test, isFlag: Bool = false) {
    self.input = input
    self.test = test
    self.isFlag = isFlag
  }

  /// Creates a combined condition (`all:` or `any:`) of one or more single tests. Its own
  /// ``input``, ``test`` and ``isFlag`` are the first element's; read ``leaves`` instead.
  public init(_ combination: Combination, _ elements: [VisibilityCondition]) {
    precondition(!elements.isEmpty, "a combined condition has at least one element")
    self.input = elements[0].input
    self.test = elements[0].test
    self.isFlag = elements[0].isFlag
    self.combination = combination
    self.elements = elements
  }

  /// The single tests: a combined condition's elements, else the condition itself.
  public var leaves: [VisibilityCondition] { combination == nil ? [self] : elements }
}

/// One entry of `rules`.
public struct ValidationRule: Sendable {
  /// What the rule checks.
  public enum Kind: Sendable, Hashable {
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// The whole value matches this ICU regular expression.
    case pattern(String)
    /// The value is an email address.
    case email
    /// The value equals another input's value exactly.
    case equals(String)
    /// The number is at least this.
    case min(Double)
    /// The number is at most this.
    case max(Double)
    /// The value must not be empty while every one of these inputs is empty (in spec order, each
    /// where its id is written).
    case requiredWithout([Located<String>])
    /// A date compared with another date (its id): `after`, `before`, `onOrAfter` or
    /// `onOrBefore`.
    case dateOrder(DateOrder, String)

    /// How a date compares with another date.
    public enum DateOrder: String, Sendable, Hashable, CaseIterable {
      /// Strictly later.
      case after
      /// Strictly earlier.
      case before
      /// The same or later.
      case onOrAfter
      /// The same or earlier.
      case onOrBefore
    }

    /// The rule's kind, without its operand.
    public var name: RuleKind {
      switch self {
      case .minLength: return .minLength
      case .maxLength: return .maxLength
      case .pattern: return .pattern
      case .email: return .email
      case .equals: return .equals
      case .min: return .min
      case .max: return .max
      case .requiredWithout: return .requiredWithout
      case .dateOrder(let order, _): return RuleKind(rawValue: order.rawValue)!
      }
    }

    /// The rule key as written.
    public var key: String { name.rawValue }

    /// The other inputs the rule reads, each where its id is written (`equals`, `requiredWithout`):
    /// a cross-field rule. Empty for a rule on the input's own value alone.
    ///
    /// A cross-field rule lists its inputs here, and the checker's `dangling-reference`,
    /// `invalid-rule` and `cross-field-rule` check them.
    public func references(at valueLocation: SourceLocation) -> [Located<String>] {
      switch self {
      case .equals(let other), .dateOrder(_, let other): return [Located(other, at: valueLocation)]
      case .requiredWithout(let others): return others
      default: return []
      }
    }
  }

  /// What the rule checks.
  public var kind: Kind
  /// Where the rule key is.
  public var keyLocation: SourceLocation
  /// Where the rule's value is.
  public var valueLocation: SourceLocation
  /// The custom `message`, if any.
  public var message: Located<String>?
}
