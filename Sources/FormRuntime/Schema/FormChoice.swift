/// A choice's options and how it presents them (a `choice` node of the spec): what the schema
/// knows about a choice besides its title and validation.
public struct FormChoice: Sendable, Hashable {
  /// One option: the value the model holds (the case of the enum generated from the options, as
  /// its raw value) and the title the control shows.
  public struct Option: Sendable, Hashable {
    /// The option's value, as ``FormModel/value(of:)`` reports it and conditions test it.
    public var value: String
    /// The title the control shows.
    public var title: String

    /// Creates an option.
    public init(_ value: String, title: String) {
      self.value = value
      self.title = title
    }
  }

  /// How a choice presents its options.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A button that shows the options in a menu.
    case menu
    /// A segmented control, one segment per option (`UISegmentedControl`).
    case segmented
    /// The options as rows of the list, the chosen one checked.
    case inline
    /// A row that pushes a list of the options.
    case navigation
    /// A spinning wheel.
    case wheel
  }

  /// The options, in spec order.
  public var options: [Option]
  /// How they are presented.
  public var style: Style
  /// Whether the app loads the options at run time (`options: app`): ``options`` is then empty
  /// and the view model's ``FormModel/options(of:)`` gives them. While the app's list is empty
  /// the choice is disabled (``FormVisibility/enabled``): nothing can be chosen, so it is neither
  /// focused nor validated, as an `enabledWhen` that fails; a value that is none of the current
  /// options fails validation with the input's ``FormInputSchema/optionMessage``.
  public var optionsFromApp = false

  /// Creates a choice.
  public init(options: [Option], style: Style, optionsFromApp: Bool = false) {
    self.options = options
    self.style = style
    self.optionsFromApp = optionsFromApp
  }

  /// The position of the option with `value` among ``options``, or `nil` (nothing chosen).
  public func index(of value: String) -> Int? {
    options.firstIndex { $0.value == value }
  }
}
