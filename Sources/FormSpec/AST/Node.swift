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
    /// A picture: an SF Symbol, an asset, or one the app sets at run time.
    case image

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
      case .label, .button, .spacer, .image: return true
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
  /// The id, or `nil` when left empty (only on labels, buttons, spacers and images).
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

  /// `height` in points.
  @inlinable public var height: Located<Double>? {
    _read { yield properties.value.height }
    _modify { yield &uniqueProperties.height }
  }
  /// `visibleWhen` (its `keyLocation` is the `visibleWhen` key).
  ///
  /// Read with a `get`, not a `_read`: a `_read` that is not inlined runs as a coroutine, and this
  /// one's frame (a copy of the optional condition) did not fit the caller's buffer, so every
  /// read allocated and freed it.
  @inlinable public var visibleWhen: Located<VisibilityCondition>? {
    get { core.value.properties.value.visibleWhen }
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
  /// Where a label's, button's or spacer's empty id is written, as its token (`""`, `~`, or `""`
  /// with no length for a key with no value, located just after the colon): recorded only for
  /// one with a `visibleWhen` or whose text changes with app flags, for
  /// `dynamic-node-without-id`'s fix-it.
  @inlinable public var emptyID: Located<String>? {
    _read { yield properties.value.emptyID }
    _modify { yield &uniqueProperties.emptyID }
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
  /// The keys of an `image` (`nil` on other kinds).
  @inlinable public var image: ImageProperties? {
    _read { yield properties.value.image }
    _modify { yield &uniqueProperties.image }
  }
  /// The input keys of a field, text view, custom control or typed control (a switch).
  @inlinable public var input: InputProperties? {
    _read { yield core.value.input }
    _modify { yield &uniqueCore.input }
  }

  /// Sets ``input`` to `input`, moved, not copied (the decoder sets every node's input once).
  @inlinable public mutating func replaceInput(_ input: consuming InputProperties?) {
    uniqueCore.input = input
  }

  /// Creates a node with no properties.
  public init(kind: Kind, kindKeyLocation: SourceLocation, id: Located<String>?, range: SourceRange)
  {
    core = Box(
      Core(
        kind: kind, kindKeyLocation: kindKeyLocation, id: id, range: range, children: [],
        properties: Node.noProperties, input: nil))
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
    /// The input keys (themselves one box), `nil` on nodes that are not inputs.
    @usableFromInline var input: InputProperties?
  }

  /// The properties' box, made unique (and the core's before it) before a change.
  ///
  /// The stored path is spelled out rather than reached through the ``properties`` and
  /// ``uniqueCore`` coroutines, and a box is copied out of line (``Box/copy()``): with the copy of
  /// the whole `Properties` inlined, this coroutine's frame was about 1 KB and was allocated and
  /// freed on every property the decoder set.
  @usableFromInline var uniqueProperties: Properties {
    _read { yield core.value.properties.value }
    _modify {
      if !isKnownUniquelyReferenced(&core) { core = core.copy() }
      if !isKnownUniquelyReferenced(&core.value.properties) {
        // A node's first property: the shared empty box is made anew rather than copied (the
        // copy of its fourteen empty fields cost about 775 instructions a node with its
        // allocation, 916 times per 50 specs). Out of line too, as `copy()` is.
        core.value.properties =
          core.value.properties === Node.noProperties
          ? Node.newProperties() : core.value.properties.copy()
      }
      yield &core.value.properties.value
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
    @usableFromInline var emptyID: Located<String>?
    @usableFromInline var image: ImageProperties?
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
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    }

    /// A new box holding a copy of the value. Kept out of line, so that the accessors that make
    /// a box unique do not hold a copy of the whole value in their coroutine frames.
    @usableFromInline @inline(never) func copy() -> Box { Box(value) }
  }

  @usableFromInline typealias Storage = Box<Properties>

  /// The shared box of a node without any of these properties.
  private static let noProperties = Storage(Properties())

  /// A new box of empty properties (``uniqueProperties``).
  @inline(never) private static func newProperties() -> Storage { Storage(Properties()) }
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
///
/// The keys live in one copy-on-write box, so copying input properties (out of a node, into a
/// function) costs one retain instead of one per key: the checker and the generator read each
/// input in a dozen places, and a copy of the keys stored inline retained about twenty strings.
public struct InputProperties: Sendable {
  /// `title`.
  @inlinable public var title: Located<String>? {
    _read { yield storage.value.title }
    _modify { yield &unique.title }
  }
  /// `placeholder`.
  @inlinable public var placeholder: Located<String>? {
    _read { yield storage.value.placeholder }
    _modify { yield &unique.placeholder }
  }
  /// `hint`: the input's accessibility hint.
  @inlinable public var hint: Located<String>? {
    _read { yield storage.value.rare.value.hint }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.hint
    }
  }
  /// `input` (default `text`).
  @inlinable public var preset: Located<InputPreset>? {
    _read { yield storage.value.preset }
    _modify { yield &unique.preset }
  }
  /// `keyboard`.
  @inlinable public var keyboard: Located<KeyboardType>? {
    _read { yield storage.value.keyboard }
    _modify { yield &unique.keyboard }
  }
  /// `contentType`.
  @inlinable public var contentType: Located<ContentType>? {
    _read { yield storage.value.contentType }
    _modify { yield &unique.contentType }
  }
  /// `autocapitalization`.
  @inlinable public var autocapitalization: Located<Autocapitalization>? {
    _read { yield storage.value.autocapitalization }
    _modify { yield &unique.autocapitalization }
  }
  /// `autocorrection`.
  @inlinable public var autocorrection: Located<Bool>? {
    _read { yield storage.value.autocorrection }
    _modify { yield &unique.autocorrection }
  }
  /// `smartPunctuation`: whether typing turns straight quotes and `--` into typographic ones
  /// (`nil`: the system's default for the keyboard).
  @inlinable public var smartPunctuation: Located<Bool>? {
    _read { yield storage.value.rare.value.smartPunctuation }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.smartPunctuation
    }
  }
  /// `secure`.
  @inlinable public var secure: Located<Bool>? {
    _read { yield storage.value.rare.value.secure }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.secure
    }
  }
  /// `returnKey`.
  @inlinable public var returnKey: Located<ReturnKey>? {
    _read { yield storage.value.rare.value.returnKey }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.returnKey
    }
  }
  /// `onReturn`: what Return does, overriding `keyboard.onReturn`.
  @inlinable public var onReturn: Located<OnReturn>? {
    _read { yield storage.value.rare.value.onReturn }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.onReturn
    }
  }
  /// `value`: the initial value.
  @inlinable public var value: Located<String>? {
    _read { yield storage.value.value }
    _modify { yield &unique.value }
  }
  /// `required`.
  @inlinable public var required: Located<Bool>? {
    _read { yield storage.value.required }
    _modify { yield &unique.required }
  }
  /// `requiredMessage`: the message shown when a `required` input is empty.
  @inlinable public var requiredMessage: Located<String>? {
    _read { yield storage.value.rare.value.requiredMessage }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.requiredMessage
    }
  }
  /// `enabledWhen`: the condition under which the input is enabled; while it fails the input
  /// keeps its place but is disabled, and focus and validation pass over it.
  ///
  /// Read with a `get`, not a `_read`, as ``Node/visibleWhen`` is: the coroutine's frame did
  /// not fit the caller's buffer and was allocated on every read.
  @inlinable public var enabledWhen: Located<VisibilityCondition>? {
    get { storage.value.rare.value.enabledWhen }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.enabledWhen
    }
  }
  /// `rules`, in spec order: the order they are checked in. A kind may repeat (two `pattern`s).
  @inlinable public var rules: [ValidationRule] {
    _read { yield storage.value.rules }
    _modify { yield &unique.rules }
  }
  /// `validateOn`: when the input's messages show, overriding the form's `validateOn`.
  @inlinable public var validateOn: Located<ValidationTiming>? {
    _read { yield storage.value.rare.value.validateOn }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.validateOn
    }
  }
  /// `toolbar`: the input's own accessory toolbar, which replaces the form's `toolbar` while the
  /// input is focused (`nil`: the form's).
  @inlinable public var toolbar: ToolbarSettings? {
    _read { yield storage.value.rare.value.toolbar }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.toolbar
    }
  }
  /// `next`: the input Next moves to.
  @inlinable public var next: Located<String>? {
    _read { yield storage.value.next }
    _modify { yield &unique.next }
  }
  /// `valueOf`: the input whose value this one edits (one model property that both read and
  /// write: a navigation choice of states and a text field for the same state).
  ///
  /// Read with a `get`, not a `_read`, as ``enabledWhen`` is: the checker reads it where the
  /// coroutine is not inlined, and its frame did not fit the caller's buffer.
  @inlinable public var valueOf: Located<String>? {
    get { storage.value.rare.value.valueOf }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.valueOf
    }
  }
  /// `reveal`: the nodes brought into view with this input while it is focused (a CAPTCHA
  /// picture above its field), each located at its id; empty when it names none.
  @inlinable public var reveal: [Located<String>] {
    _read { yield storage.value.rare.value.reveal }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.reveal
    }
  }
  /// `maxLength`: the most characters the user can type (with a `format`: raw characters).
  @inlinable public var maxLength: Located<Int>? {
    _read { yield storage.value.rare.value.maxLength }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.maxLength
    }
  }
  /// `format`: the name of the formatter applied as the user types (a standard one, or the app's).
  @inlinable public var format: Located<String>? {
    _read { yield storage.value.rare.value.format }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.format
    }
  }
  /// `check`: the app's check of the value, by name, run after a debounce.
  @inlinable public var check: Located<InputCheck>? {
    _read { yield storage.value.rare.value.check }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.check
    }
  }
  /// `inputView` of a custom control: whether it becomes first responder with its own input view
  /// (`true`, the default: it stays in the keyboard's chain) or not (`false`: Next, Previous and
  /// Return pass over it).
  @inlinable public var inputView: Located<Bool>? {
    _read { yield storage.value.rare.value.inputView }
    _modify {
      Node.Box.makeUnique(&unique.rare)
      yield &unique.rare.value.inputView
    }
  }
  /// `lines` of a text view.
  @inlinable public var lines: TextViewLines? {
    _read { yield storage.value.lines }
    _modify { yield &unique.lines }
  }
  /// The keys only typed controls take (a switch's boolean `value`, a choice's options).
  ///
  /// Kept in a shared copy-on-write box: text inputs, most of a spec's inputs, all share one
  /// empty box instead of each carrying the control keys' space (about half of an input's size).
  public var control: ControlProperties {
    @inlinable _read { yield storage.value.controlStorage.value }
    @inlinable _modify {
      Node.Box.makeUnique(&unique.controlStorage)
      yield &unique.controlStorage.value
    }
  }

  @usableFromInline var storage: Node.Box<Keys>

  /// The keys' box, copied first unless this is its only reference, before a change.
  @usableFromInline var unique: Keys {
    _read { yield storage.value }
    _modify {
      Node.Box.makeUnique(&storage)
      yield &storage.value
    }
  }

  /// The keys most inputs set, stored together out of line.
  @usableFromInline struct Keys: Sendable {
    @usableFromInline var title: Located<String>?
    @usableFromInline var placeholder: Located<String>?
    @usableFromInline var preset: Located<InputPreset>?
    @usableFromInline var keyboard: Located<KeyboardType>?
    @usableFromInline var contentType: Located<ContentType>?
    @usableFromInline var autocapitalization: Located<Autocapitalization>?
    @usableFromInline var autocorrection: Located<Bool>?
    @usableFromInline var value: Located<String>?
    @usableFromInline var required: Located<Bool>?
    @usableFromInline var rules: [ValidationRule] = []
    @usableFromInline var next: Located<String>?
    @usableFromInline var lines: TextViewLines?
    @usableFromInline var controlStorage: Node.Box<ControlProperties> = InputProperties.noControl
    @usableFromInline var rare: Node.Box<RareKeys> = InputProperties.noRareKeys
  }

  /// The keys few inputs set, in a copy-on-write box of their own that inputs without any of
  /// them share (as the control keys are): an input's keys were about a kilobyte each, most of
  /// it these keys' room, and the 5 MB spec's 13,600 inputs held about 15 MB of them.
  @usableFromInline struct RareKeys: Sendable {
    @usableFromInline var hint: Located<String>?
    @usableFromInline var smartPunctuation: Located<Bool>?
    @usableFromInline var secure: Located<Bool>?
    @usableFromInline var returnKey: Located<ReturnKey>?
    @usableFromInline var onReturn: Located<OnReturn>?
    @usableFromInline var requiredMessage: Located<String>?
    @usableFromInline var enabledWhen: Located<VisibilityCondition>?
    @usableFromInline var validateOn: Located<ValidationTiming>?
    @usableFromInline var valueOf: Located<String>?
    @usableFromInline var reveal: [Located<String>] = []
    @usableFromInline var maxLength: Located<Int>?
    @usableFromInline var format: Located<String>?
    @usableFromInline var check: Located<InputCheck>?
    @usableFromInline var inputView: Located<Bool>?
    @usableFromInline var toolbar: ToolbarSettings?
  }

  /// Creates empty input properties in a box of their own (the decoder sets keys on every
  /// input: a shared empty box would be copied at the first).
  public init() { storage = Node.Box(Keys()) }

  /// The box every input without control keys shares.
  @usableFromInline static let noControl = Node.Box(ControlProperties())

  /// The box every input without any of the rare keys shares.
  @usableFromInline static let noRareKeys = Node.Box(RareKeys())

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

  /// Calls `body` with each of ``leaves`` in order, without building an array for a plain
  /// condition (``leaves`` allocates one to hold it).
  @inlinable public func forEachLeaf(_ body: (VisibilityCondition) throws -> Void) rethrows {
    if combination == nil {
      try body(self)
    } else {
      for element in elements { try body(element) }
    }
  }
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

    /// Whether the rule reads other inputs (``references(at:)`` is not empty), told from the
    /// kind alone: the checker's passes over every rule test this before copying a rule out.
    public var isCrossField: Bool {
      switch self {
      case .equals, .requiredWithout, .dateOrder: return true
      case .minLength, .maxLength, .pattern, .email, .min, .max: return false
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
