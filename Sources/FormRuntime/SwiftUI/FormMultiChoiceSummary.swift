#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// The label of a `multiChoice` with `style: navigation` or `style: menu` in a generated SwiftUI
  /// screen: its title on the leading side and the chosen options on the trailing side in the
  /// secondary colour, as Settings' and Clock's "Repeat" row shows them ("Mon, Wed"; "None" when
  /// nothing is chosen). Apple's Human Interface Guidelines describe iOS Settings' lists that let
  /// people choose options
  /// (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables), and UIKit's
  /// value cell is that layout, "one primary label and one value label next to the main label in
  /// the trailing direction"
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell());
  /// a `Picker` with a navigation-link style shows its one value the same way. `LabeledContent`
  /// would lay it out from iOS 16 only, and screens target iOS 15, so this is an `HStack`.
  ///
  /// The summary stays short enough for the row (``FormRuntimeStrings/selectionSummary(_:of:)``:
  /// "None", up to two titles, "3 selected", "All"). VoiceOver reads the row as one element
  /// whose label is the title and whose value is the summary ("Days, 3 selected"), as it reads a
  /// value cell: the summary's text is hidden from accessibility
  /// (https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)), the stack
  /// combines what is left into one element
  /// (https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine), and
  /// the summary is its accessibility value, "a description of the value that the view
  /// contains" (https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo).
  @available(iOS 15.0, *)
  public struct FormMultiChoiceSummary: View {
    let title: Text
    /// What the row shows on its trailing side: "Mon, Wed", "3 selected", "All" or "None".
    let summary: String

    /// The label of a multi-choice titled `title` whose set is `chosen`: `titles` are the options'
    /// (localized) titles in the order of `Option.allCases` (the spec's order), summarized in the
    /// language of `strings`.
    public init<Option: Hashable & CaseIterable>(
      _ title: Text, chosen: Set<Option>, titles: [String], strings: FormRuntimeStrings = .current
    ) {
      let shown = zip(Option.allCases, titles).filter { chosen.contains($0.0) }.map(\.1)
      self.title = title
      summary = strings.selectionSummary(shown, of: titles.count)
    }

    /// The label of a multi-choice titled `title` whose options the app loads (`options: app`):
    /// `chosen` are the values chosen, `options` the app's current list, whose titles are shown
    /// in its order (a chosen value the list no longer holds is not counted).
    public init(
      _ title: Text, chosen: Set<String>, options: [FormChoice.Option],
      strings: FormRuntimeStrings = .current
    ) {
      self.title = title
      summary = strings.selectionSummary(
        options.filter { chosen.contains($0.value) }.map(\.title), of: options.count)
    }

    /// The title, then the summary of the chosen options in the secondary colour; to VoiceOver,
    /// one element: the title, with the summary as its value.
    public var body: some View {
      HStack {
        title
        Spacer()
        Text(verbatim: summary).foregroundColor(.secondary).accessibilityHidden(true)
      }
      .accessibilityElement(children: .combine)
      .accessibilityValue(Text(verbatim: summary))
    }
  }
#endif
