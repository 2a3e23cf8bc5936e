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
    /// A static label.
    case label
    /// A button.
    case button
    /// Fixed empty space.
    case spacer

    /// Whether nodes of this kind hold `children`.
    public var isContainer: Bool {
      switch self {
      case .scroll, .table, .section, .stack: return true
      default: return false
      }
    }

    /// Whether nodes of this kind take focus.
    public var isInput: Bool {
      switch self {
      case .field, .textView, .custom: return true
      default: return false
      }
    }

    /// Whether the id may be left empty.
    public var allowsEmptyID: Bool {
      switch self {
      case .label, .button, .spacer: return true
      default: return false
      }
    }
  }

  /// What the node is.
  public var kind: Kind
  /// Where the kind key is written.
  public var kindKeyLocation: SourceLocation
  /// The id, or `nil` when left empty (only on labels, buttons and spacers).
  public var id: Located<String>?
  /// The span of the node's mapping.
  public var range: SourceRange
  /// `height` in points.
  public var height: Located<Double>?
  /// `visibleWhen` (its `keyLocation` is the `visibleWhen` key).
  public var visibleWhen: Located<VisibilityCondition>?
  /// `children` of a container (empty for other kinds).
  public var children: [Node] = []
  /// `axis` of a scroll or stack.
  public var axis: Located<LayoutAxis>?
  /// `paging` of a scroll.
  public var paging: Located<Bool>?
  /// `spacing` of a stack.
  public var spacing: Located<Double>?
  /// `header` of a section.
  public var header: Located<String>?
  /// `footer` of a section.
  public var footer: Located<String>?
  /// `text` of a label.
  public var text: Located<String>?
  /// `title` of a button (inputs keep theirs in ``input``).
  public var buttonTitle: Located<String>?
  /// `action` of a button.
  public var action: Located<ButtonAction>?
  /// The input keys of a field, text view or custom control.
  public var input: InputProperties?

  /// Creates a node with no properties.
  public init(kind: Kind, kindKeyLocation: SourceLocation, id: Located<String>?, range: SourceRange)
  {
    self.kind = kind
    self.kindKeyLocation = kindKeyLocation
    self.id = id
    self.range = range
  }

  /// The effective axis (default vertical).
  public var effectiveAxis: LayoutAxis { axis?.value ?? .vertical }

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
  /// `value`: the initial value.
  public var value: Located<String>?
  /// `required`.
  public var required: Located<Bool>?
  /// `rules`.
  public var rules: [ValidationRule] = []
  /// `next`: the input Next moves to.
  public var next: Located<String>?
  /// `lines` of a text view.
  public var lines: TextViewLines?

  /// Creates empty input properties.
  public init() {}

  /// The effective preset.
  public var effectivePreset: InputPreset { preset?.value ?? .text }
}

/// `lines: {min, max}` of a text view, with the format's defaults applied.
public struct TextViewLines: Sendable, Hashable {
  /// The fewest lines shown.
  public var min: Int
  /// The most lines before the view scrolls inside itself.
  public var max: Int
  /// Where `lines` was written.
  public var location: SourceLocation?

  /// Creates lines.
  public init(min: Int = 3, max: Int = 8, location: SourceLocation? = nil) {
    self.min = min
    self.max = max
    self.location = location
  }
}

/// `visibleWhen`: the condition under which a node is shown.
public struct VisibilityCondition: Sendable, Hashable {
  /// The test on the controlling input's value.
  public enum Test: Sendable, Hashable {
    /// The value equals this string exactly.
    case equals(Located<String>)
    /// The value is not empty.
    case notEmpty
  }

  /// The controlling input's id.
  public var input: Located<String>
  /// The test.
  public var test: Test
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

    /// The rule key as written.
    public var key: String {
      switch self {
      case .minLength: return "minLength"
      case .maxLength: return "maxLength"
      case .pattern: return "pattern"
      case .email: return "email"
      case .equals: return "equals"
      case .min: return "min"
      case .max: return "max"
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
