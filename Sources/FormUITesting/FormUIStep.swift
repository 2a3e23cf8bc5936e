#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime

  /// One input of a walk through a form's focus order, as `formc plan` gives it for one
  /// visibility state: what the input must show and how the walk moves on from it.
  public struct FormUIStep: Sendable, Hashable {
    /// How the walk leaves an input.
    public enum Move: Sendable, Hashable {
      /// Return, which the plan says moves to the next input.
      case returnKey
      /// The keyboard toolbar's Next.
      case toolbarNext
      /// A tap on the next input (after a custom input, which only the app knows to be a
      /// responder, or into one).
      case tapNext
      /// Return on the last input, which submits: focus moves to `focusing`, the first input the
      /// form's validation fails on (a custom one is only checked for being on screen), or, when
      /// that is the input itself, its message shows in its error view
      /// (``FormAccessibilityIdentifier/error(_:)``); or editing ends when the form is valid and
      /// `dismisses` (`keyboard.afterSubmit: dismiss`).
      case submit(focusing: String?, custom: Bool = false, dismisses: Bool)
      /// Return on the last input, which ends editing (Done).
      case dismiss
      /// The toolbar's Done on the last input, which has no Return that ends editing.
      case toolbarDone
      /// Nothing: the last input of a form without a way to end editing from the keyboard.
      case stay
    }

    /// The input's id (its accessibility identifier).
    public var id: String
    /// Whether the input is a custom one (a picker, a rating): found and checked for being on
    /// screen, but its focus and keyboard are the app's.
    public var isCustom: Bool
    /// The Return key the plan says it shows, or `nil` for a keyboard without one.
    public var returnKey: FormReturnKey?
    /// Text to type into it before moving on (a value a visibility state is made of).
    public var typing: String?
    /// How the walk moves on.
    public var move: Move

    /// A step.
    public init(
      _ id: String, custom: Bool = false, returnKey: FormReturnKey? = nil, typing: String? = nil,
      move: Move
    ) {
      self.id = id
      self.isCustom = custom
      self.returnKey = returnKey
      self.typing = typing
      self.move = move
    }
  }

  /// One visibility state of a form: the values that make it, given to the app at launch, and
  /// the walk through its visible inputs in focus order.
  public struct FormUIState: Sendable, Hashable {
    /// Start values by input id (through the app's test hook, ``FormUITestLaunch``).
    public var values: [String: String]
    /// The inputs in focus order.
    public var steps: [FormUIStep]
    /// The typed controls it shows (steppers, sliders, date pickers), in document order.
    public var controls: [FormUIControl]
    /// The labels and buttons with a `visibleWhen` that the state shows, by id, in document order.
    public var shownNodes: [String]
    /// The labels and buttons with a `visibleWhen` that the state hides, by id, in document order.
    public var hiddenNodes: [String]
    /// What makes the state, as `formc plan` says it (`'query' is "x"`), which the node checks'
    /// failures name; empty when the tests did not say.
    public var when: String

    /// A state.
    public init(
      values: [String: String], steps: [FormUIStep], controls: [FormUIControl] = [],
      shownNodes: [String] = [], hiddenNodes: [String] = [], when: String = ""
    ) {
      self.values = values
      self.steps = steps
      self.controls = controls
      self.shownNodes = shownNodes
      self.hiddenNodes = hiddenNodes
      self.when = when
    }
  }
#endif
