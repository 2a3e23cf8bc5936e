import FormSpec

extension ResolvedInput {
  /// A choice's options and style, after duplicates are left out.
  public struct Choice: Sendable, Codable, Hashable {
    /// An option: the value the model holds (the generated enum's case) and the title shown.
    public struct Option: Sendable, Codable, Hashable {
      /// The option's value, a Swift identifier.
      public var value: String
      /// The title the control shows (the value when the spec gives none).
      public var title: String

      /// Creates an option.
      public init(value: String, title: String) {
        self.value = value
        self.title = title
      }
    }

    /// The options, in spec order.
    public var options: [Option]
    /// How the options are presented (a multi-choice's `inline`, `navigation` or `menu`).
    public var style: ChoiceStyle
    /// A multi-choice's `min`: the fewest options chosen once any is; absent otherwise.
    public var minSelections: Int? = nil
    /// A multi-choice's `max`: the most options chosen; absent otherwise.
    public var maxSelections: Int? = nil
    /// `true` for `options: app`: the app loads the options at run time, so ``options`` is
    /// empty; absent otherwise (and from the plan's JSON).
    public var optionsFromApp: Bool? = nil

    /// Whether the app loads the options at run time (`options: app`).
    public var loadsOptions: Bool { optionsFromApp == true }

    /// Creates a choice.
    public init(options: [Option], style: ChoiceStyle) {
      self.options = options
      self.style = style
    }
  }

  /// Whether the input is a typed control (a switch, a choice): outside the keyboard's focus chain.
  public var isControl: Bool { kind.isControl }

  /// Whether Next, Previous and Return stop at the input: a text input, or a custom control
  /// that brings its own input view (`inputView`, `true` by default). A custom control with
  /// `inputView: false` keeps its place in the focus order (its step, VoiceOver order) but
  /// they pass over it, as over a typed control.
  public var isInKeyboardChain: Bool { !isControl && inputView != false }
}

extension CheckedForm {
  /// The inputs in the keyboard's focus chain, in focus order (``inputs`` without the typed
  /// controls).
  public var focusInputs: [ResolvedInput] { inputs.filter { !$0.isControl } }

  /// The typed controls (switches), in document order.
  public var controls: [ResolvedInput] { inputs.filter(\.isControl) }
}
