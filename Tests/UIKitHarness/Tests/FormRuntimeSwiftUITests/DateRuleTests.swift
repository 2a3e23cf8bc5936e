import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// A date rule (`onOrAfter: starts` on the end) on the generated SwiftUI screen of
/// `Specs/EventEditor.form.yaml`, driven through the SwiftUI double as a user would: the start
/// picked past the end, a submit (the app's Save calls the model's `submit()`), the message
/// under the end's picker, the start picked back, the message gone.
@MainActor
@Suite("Generated SwiftUI screens: a date after another date", .serialized)
struct DateRuleTests {
  /// A moment on a whole minute (the session's date texts have minutes, no seconds).
  private static func minute(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int)
    -> Date
  {
    let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return Calendar.current.date(from: parts) ?? Date()
  }

  /// The texts shown with the control of `id` (its row: the control and what stands under it).
  private func rowTexts<Root: View>(_ host: SwiftUIHost<Root>, _ id: String) -> [String] {
    host.node(id)?.parent?.texts ?? []
  }

  @Test("the start picked past the end: the message shows under the end, and goes once fixed")
  func endBeforeStart() async {
    let form = EventEditorForm()
    form.eventTitle = "Review"
    let host = SwiftUIHost(EventEditorFormView(form: form))
    #expect(await host.pick(Self.minute(2027, 3, 14, 9, 0), in: "starts"))
    #expect(await host.pick(Self.minute(2027, 3, 14, 10, 0), in: "ends"))
    #expect(form.value(of: .ends) == "2027-03-14T10:00")
    #expect(form.submit())
    #expect(await host.pick(Self.minute(2027, 3, 14, 11, 0), in: "starts"))
    #expect(!form.submit())
    host.settle()
    let message = "The event can't end before it starts"
    #expect(form.errors == [.ends: message])
    #expect(rowTexts(host, "ends").contains(message), "under the end's picker")
    #expect(!rowTexts(host, "starts").contains(message))
    #expect(await host.pick(Self.minute(2027, 3, 14, 10, 0), in: "starts"))
    #expect(form.errors.isEmpty, "moving the start back clears the end's message")
    #expect(!host.root.texts.contains(message))
    #expect(form.submit())
  }

  @Test("all-day: the day pickers, a one-day event passes; a hidden picker takes no pick")
  func allDay() async {
    let form = EventEditorForm()
    form.eventTitle = "Trip"
    let host = SwiftUIHost(EventEditorFormView(form: form))
    #expect(!(await host.pick(Self.minute(2027, 5, 1, 0, 0), in: "startDay")), "hidden")
    #expect(host.tap("allDay"))
    #expect(form.allDay)
    let third = Calendar.current.startOfDay(for: Self.minute(2027, 5, 3, 0, 0))
    #expect(await host.pick(third, in: "startDay"))
    #expect(await host.pick(Self.minute(2027, 5, 1, 0, 0), in: "endDay"))
    #expect(!form.submit())
    host.settle()
    #expect(form.errors.keys.sorted { $0.rawValue < $1.rawValue } == [.endDay])
    #expect(rowTexts(host, "endDay").contains("The event can't end before it starts"))
    #expect(await host.pick(third, in: "endDay"))
    #expect(form.errors.isEmpty)
    #expect(form.submit())
  }

  @Test("a pick before a picker's range lands on the range's first day")
  func pickInsideRange() async throws {
    let form = EventEditorForm()
    let host = SwiftUIHost(EventEditorFormView(form: form))
    form.repeats = .weekly
    host.settle()
    let today = Calendar.current.startOfDay(for: Date())
    let lastYear = try #require(Calendar.current.date(byAdding: .year, value: -1, to: today))
    #expect(await host.pick(lastYear, in: "repeatEnd"))
    #expect(form.repeatEnd == today)
  }
}
