#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// One option of a `multiChoice` in a generated SwiftUI screen: a row that toggles the option
  /// in the bound set and shows a checkmark while it is chosen, as Apple's Human Interface
  /// Guidelines describe a list whose rows can be checked. SwiftUI's `Picker` chooses exactly one
  /// value, and `List(selection:)` with a set needs edit mode on iOS, so the rows are buttons.
  /// VoiceOver reads a chosen row as selected.
  @available(iOS 15.0, *)
  public struct FormMultiChoiceRow<Option: Hashable, Label: View>: View {
    let option: Option
    let selection: Binding<Set<Option>>
    let label: Label

    /// A row for `option`, toggling it in `selection`, titled by `label`.
    public init(
      _ option: Option, of selection: Binding<Set<Option>>, @ViewBuilder label: () -> Label
    ) {
      self.option = option
      self.selection = selection
      self.label = label()
    }

    /// The row: the title, then a checkmark while the option is chosen.
    public var body: some View {
      let chosen = selection.wrappedValue.contains(option)
      return Button(action: toggle) {
        HStack {
          label
          Spacer()
          if chosen { Image(systemName: "checkmark") }
        }
      }
      .accessibilityAddTraits(chosen ? .isSelected : [])
    }

    private func toggle() {
      var chosen = selection.wrappedValue
      if chosen.remove(option) == nil { chosen.insert(option) }
      selection.wrappedValue = chosen
    }
  }
#endif
