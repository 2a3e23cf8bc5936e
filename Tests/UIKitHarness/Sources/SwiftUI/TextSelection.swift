// `TextSelection` and the text field initializers that bind it (iOS 18): Apple's current
// declarations, with the double's rendering of them (a text field records its selection binding;
// `SwiftUIDouble+TextSelection.swift` models what the control does with it).

/// `TextSelection`: "Represents a selection of text. A selection is either an insertion point
/// (e.g. a cursor in the text), a selection over a range of text or on macOS, multiple
/// selections." (iOS 18) — https://developer.apple.com/documentation/swiftui/textselection
///
/// `Equatable` and `Hashable`, as the SDK declares it, and `Sendable`: Apple's page lists no
/// conformances, and the stand-in needs a selection binding's value to cross its
/// `@isolated(any)` getter for the double to read it (a value of `String.Index` ranges, which are
/// `Sendable`). FormRuntime does not depend on it: it makes and reads selections on the main
/// actor only.
@available(iOS 18.0, *)
public struct TextSelection: Equatable, Hashable, Sendable {
  /// `TextSelection.Indices`: "The indices of the current selection." (iOS 18) —
  /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.enum
  @available(iOS 18.0, *)
  public enum Indices: Equatable, Hashable, Sendable {
    /// A single range (an insertion point is an empty one) —
    /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.enum/selection(_:)
    case selection(Range<String.Index>)
    /// Several ranges (macOS) —
    /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.enum/multiselection(_:)
    case multiSelection(RangeSet<String.Index>)
  }

  /// "Return the current text selection indices." —
  /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.property
  public var indices: TextSelection.Indices

  /// "Create a selection at a given insertion point." —
  /// https://developer.apple.com/documentation/swiftui/textselection/init(insertionpoint:)
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }

  /// "Create a single selection with a given range." —
  /// https://developer.apple.com/documentation/swiftui/textselection/init(range:)
  public init(range: Range<String.Index>) {
    indices = .selection(range)
  }

  /// "Create multiple selections with a given range-set." —
  /// https://developer.apple.com/documentation/swiftui/textselection/init(ranges:)
  public init(ranges: RangeSet<String.Index>) {
    indices = .multiSelection(ranges)
  }

  /// "Return `true` if the selection is an insertion point": "cases when the start and end index
  /// are equal" — https://developer.apple.com/documentation/swiftui/textselection/isinsertion
  public var isInsertion: Bool {
    guard case .selection(let range) = indices else { return false }
    return range.isEmpty
  }
}

@available(iOS 18.0, *)
extension TextField where Label == Text {
  /// A text field with a title and a binding to the current selection (iOS 18; not on tvOS or
  /// watchOS) —
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:)
  /// (the `StringProtocol` overload: `nonisolated init<S>(_ title: S, text: Binding<String>,
  /// selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where S :
  /// StringProtocol`).
  public nonisolated init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(
      title: String(title), text: text, vertical: axis == .vertical,
      selection: TextFieldSelection(selection))
  }
}

/// A text field's selection binding, kept without naming `TextSelection` (iOS 18) in the
/// `TextField` every system has. Not Apple API.
struct TextFieldSelection {
  let binding: Any

  @available(iOS 18.0, *)
  init(_ binding: Binding<TextSelection?>) { self.binding = binding }
}
