/// One user-visible string of a form, as an entry of a String Catalog: what `formc strings` writes
/// and what the generated code looks up.
public struct FormString: Sendable, Hashable {
  /// The catalog key, such as `SignUp.email.title` (the convention is in `docs/Localization.md`).
  public var key: String
  /// The spec's text in the source language; a format string when ``arguments`` is not empty.
  public var sourceValue: String
  /// Where the string appears, for translators; names the format arguments.
  public var comment: String
  /// The format arguments of a format string, in position order; empty when the value is plain
  /// text (a `%` in it is then literal).
  public var arguments: [FormatArgument]
  /// The spec text the string comes from.
  public var origin: Origin
  /// The source language's `one` plural form (`%1$lld guest`) when the spec gives one
  /// (`format: {one, other}`); ``sourceValue`` is then the `other` form, and the catalog's source
  /// language varies by plural (`variations.plural.one` and `.other`). `nil` for a plain string.
  public var pluralOne: String?

  /// Creates a string.
  public init(
    key: String, sourceValue: String, comment: String, arguments: [FormatArgument] = [],
    origin: Origin, pluralOne: String? = nil
  ) {
    self.key = key
    self.sourceValue = sourceValue
    self.comment = comment
    self.arguments = arguments
    self.origin = origin
    self.pluralOne = pluralOne
  }

  /// Whether ``sourceValue`` is a format string.
  public var isFormat: Bool { !arguments.isEmpty }

  /// A positional argument of a format string, such as `%1$@`.
  public struct FormatArgument: Sendable, Hashable {
    /// The 1-based position.
    public var position: Int
    /// The conversion: `@` for text, `lld` for a whole number.
    public var conversion: String
    /// What the generated code passes, for the comment.
    public var meaning: String

    /// Creates an argument.
    public init(position: Int, conversion: String, meaning: String) {
      self.position = position
      self.conversion = conversion
      self.meaning = meaning
    }

    /// The specifier as written in the value: `%1$@`.
    public var specifier: String { "%\(position)$\(conversion)" }
  }

  /// The spec text a string comes from.
  public enum Origin: Sendable, Hashable {
    /// The form's `title`.
    case formTitle
    /// The `title` of `actions.submit` (`"submit"`) or `actions.cancel` (`"cancel"`).
    case actionTitle(String)
    /// The text of the form's `title` shown while this app flag is set (an entry of `when`).
    case formTitleVariant(String)
    /// The text of an action's `title` (`"submit"` or `"cancel"`) shown while an app flag (the
    /// second value) is set.
    case actionTitleVariant(String, String)
    /// A property of the node at this index of ``CheckedForm/layout``.
    case node(Int, Property)
    /// The text of a node's property (a section's `header` or `footer`, a label's `text`, a
    /// button's `title`) shown while this app flag is set (an entry of its `when`).
    case nodeVariant(Int, Property, String)
  }

  /// A string-valued property of a node.
  public enum Property: Sendable, Hashable {
    /// An input's or a button's `title`.
    case title
    /// An input's `placeholder`.
    case placeholder
    /// An input's `hint` (its accessibility hint).
    case hint
    /// A section's `header`.
    case header
    /// A section's `footer`.
    case footer
    /// A label's `text`.
    case text
    /// The message shown when a `required: true` input is empty.
    case required
    /// The message of an input's validation rule at this 0-based index of `rules`.
    case rule(Int)
    /// The title of a choice's option with this value.
    case option(String)
    /// The message shown when a date lies outside its range.
    case range
    /// The message shown when a choice whose options the app loads holds a value that is none of
    /// them.
    case appOption
    /// A stepper's or slider's `format`: the value's label, `{value}` where the number goes.
    case format
    /// The message shown when a multi-choice has fewer options chosen than its `min`.
    case minSelections
    /// The message shown when a multi-choice has more options chosen than its `max`.
    case maxSelections
    /// An image's `description`: what VoiceOver reads for the picture.
    case description

    /// The last part of the key: `title`, `required`, `rules.1` (rules 1-based),
    /// `options.socks5` (an option's value).
    public var keySuffix: String {
      switch self {
      case .title: return "title"
      case .placeholder: return "placeholder"
      case .hint: return "hint"
      case .header: return "header"
      case .footer: return "footer"
      case .text: return "text"
      case .required: return "required"
      case .rule(let index): return "rules.\(index + 1)"
      case .option(let value): return "options.\(value)"
      case .range: return "range"
      case .appOption: return "option"
      case .format: return "format"
      case .minSelections: return "minSelections"
      case .maxSelections: return "maxSelections"
      case .description: return "description"
      }
    }
  }
}
