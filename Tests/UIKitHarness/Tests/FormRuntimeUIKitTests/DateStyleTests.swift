import Foundation
import Testing
import UIKit

@testable import FormRuntime
@testable import GeneratedForms

/// Each date style and component on a `UIDatePicker` (issue 31): the keyboard controller gives the
/// picker `preferredDatePickerStyle` `.compact`, `.inline` or `.wheels` and the matching
/// `datePickerMode`, as `Specs/EventEditor.form.yaml` has no inline date to show it.
@MainActor
@Suite(.serialized)
struct DateStyleTests {
  @Test(
    "a date's style and components set the picker's style and mode",
    arguments: [
      (
        FormDate.Style.compact, FormDate.Components.date, UIDatePickerStyle.compact,
        UIDatePicker.Mode.date
      ),
      (.inline, .dateAndTime, .inline, .dateAndTime),
      (.wheel, .time, .wheels, .time),
    ])
  func styleAndMode(
    style: FormDate.Style, components: FormDate.Components, expected: UIDatePickerStyle,
    mode: UIDatePicker.Mode
  ) {
    UIKitDouble.reset()
    let picker = UIDatePicker()
    FormKeyboardController<EventEditorForm>.configureDatePicker(
      picker, FormDate(components: components, style: style))
    #expect(picker.preferredDatePickerStyle == expected)
    #expect(picker.datePickerMode == mode)
  }
}
