import Foundation
import SwiftUI
import Testing

/// Three date pickers: unbounded, from a day on, and disabled.
@MainActor
private struct Pickers: View {
  @State private var any = Date(timeIntervalSince1970: 0)
  @State private var from = Date(timeIntervalSince1970: 0)
  @State private var locked = Date(timeIntervalSince1970: 0)
  let log: PickLog

  var body: some View {
    VStack {
      DatePicker(selection: $any, displayedComponents: [.date]) { Text("Any") }
        .accessibilityIdentifier("any")
      DatePicker(selection: $from, in: log.earliest..., displayedComponents: [.date]) {
        Text("From")
      }
      .accessibilityIdentifier("from")
      DatePicker(selection: $locked, displayedComponents: [.date]) { Text("Locked") }
        .disabled(true)
        .accessibilityIdentifier("locked")
      Text(log.describe(any, from, locked)).accessibilityIdentifier("dates")
    }
  }
}

/// The earliest date of the bounded picker, and how the test reads the pickers' values.
@MainActor
final class PickLog {
  let earliest = Date(timeIntervalSince1970: 86_400 * 100)

  func describe(_ dates: Date...) -> String {
    dates.map { String(Int($0.timeIntervalSince1970 / 86_400)) }.joined(separator: ",")
  }
}

@MainActor
@Suite("SwiftUI double: date pickers", .serialized)
struct DatePickerTests {
  @Test("a pick writes the selection; a pick before the range lands on its start; disabled: none")
  func picks() async {
    let host = SwiftUIHost(Pickers(log: PickLog()))
    #expect(host.node("any")?.kind == .datePicker)
    #expect(host.node("any")?.text == "Any")
    #expect(await host.pick(Date(timeIntervalSince1970: 86_400 * 7), in: "any"))
    #expect(await host.pick(Date(timeIntervalSince1970: 86_400 * 3), in: "from"))
    #expect(!(await host.pick(Date(timeIntervalSince1970: 86_400 * 9), in: "locked")))
    #expect(!(await host.pick(Date(), in: "nowhere")))
    #expect(host.node("dates")?.text == "7,100,0")
  }
}
