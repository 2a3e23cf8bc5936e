/// The keys of typed controls (`switch`, `choice`, `stepper`, `slider`) that text inputs do not take, as decoded.
public struct ControlProperties: Sendable {
  /// A switch's `value`: whether it starts on.
  public var isOn: Located<Bool>?
  /// A choice's `options`, in spec order (its `keyLocation` is the `options` key); `nil` when
  /// the key is absent.
  public var options: Located<[ChoiceOption]>?
  /// `options: app` on a choice: the app loads the options at run time (countries from a server,
  /// the user's accounts), so the spec lists none. Located at the word `app`, its key at `options`;
  /// `nil` when the choice lists its options (or has none).
  public var appOptions: Located<Bool>?
  /// A choice's `style`.
  public var style: Located<ChoiceStyle>?
  /// A multi-choice's `value`: the options chosen when the form opens, in the order written.
  public var selection: Located<[Located<String>]>?
  /// A multi-choice's `style`.
  public var multiStyle: Located<MultiChoiceStyle>?
  /// A multi-choice's `min`: the fewest options that may be chosen once any is.
  public var minSelections: Located<Int>?
  /// A multi-choice's `max`: the most options that may be chosen.
  public var maxSelections: Located<Int>?
  /// A date's components, style, value and range.
  public var date = DateProperties()
  /// A stepper's or slider's range, step, value, format and images.
  public var number = NumberProperties()

  /// Creates empty control properties.
  public init() {}
}

/// One entry of a choice's `options`: the value the model holds and the title the user sees.
public struct ChoiceOption: Sendable, Hashable {
  /// `value`: the option's value, a Swift identifier (the generated enum's case).
  public var value: Located<String>
  /// `title`: what the control shows (the value when the spec gives none).
  public var title: Located<String>?

  /// Creates an option.
  public init(value: Located<String>, title: Located<String>?) {
    self.value = value
    self.title = title
  }

  /// The title the control shows: `title`, else the value.
  public var displayTitle: String { title?.value ?? value.value }
}

/// How a choice presents its options (`style`), as SwiftUI's picker styles and UIKit's controls
/// do.
public enum ChoiceStyle: String, SpecWord {
  /// A button that shows the options in a menu (`MenuPickerStyle`, a `UIButton` menu); the
  /// default.
  case menu
  /// A segmented control: every option is a segment (`SegmentedPickerStyle`,
  /// `UISegmentedControl`).
  case segmented
  /// The options as rows of the list, the selected one checked (`InlinePickerStyle`).
  case inline
  /// A row that pushes a list of the options (`NavigationLinkPickerStyle`).
  case navigation
  /// A spinning wheel (`WheelPickerStyle`, `UIPickerView`).
  case wheel
}

/// How a multi-choice presents its options (`style`). SwiftUI's `Picker` chooses one value, so
/// none of these is a picker style: each is a list of rows or buttons that toggle an option in a
/// set, as Apple's Human Interface Guidelines describe for lists with checkmarks.
public enum MultiChoiceStyle: String, SpecWord {
  /// The options as rows of the list, each chosen one checked; the default (a table section of
  /// rows with checkmark accessories in UIKit).
  case inline
  /// A row showing the chosen options' titles that pushes a list of the options to check.
  case navigation
  /// A button showing the chosen options' titles whose menu toggles options and stays open
  /// (`UIMenu` without `.singleSelection`, `keepsMenuPresented` on iOS 16).
  case menu
}
