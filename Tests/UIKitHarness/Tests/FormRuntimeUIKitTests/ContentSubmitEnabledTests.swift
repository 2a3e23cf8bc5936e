import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A content submit `button` with an `enabled` of its own on a generated UIKit screen (issues
/// 28/32): the views protocol names the button by its id, and the keyboard controller keeps its
/// `isEnabled` in step with the form as it does the navigation bar's submit, so the screen writes
/// nothing for it (the SwiftUI screen's `.disabled(!form.isSubmitEnabled(…))`).
@MainActor
@Suite(.serialized)
struct ContentSubmitEnabledTests {
  @Test("ChatComposer's Send (enabled: whenFilled) is disabled until the message holds text")
  func sendFollowsTheMessage() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.formNodeViews("sendMessage") == [screen.sendMessage])
    #expect(!screen.sendMessage.isEnabled, "the message is empty")
    #expect(!screen.sendMessage.simulateTap(), "a disabled button ignores the tap")
    #expect(screen.sent.isEmpty)
    #expect(screen.message.simulateTap())
    window.simulateTyping("  ")
    #expect(!screen.sendMessage.isEnabled, "whitespace alone is not filled")
    window.simulateTyping("Hi")
    #expect(screen.sendMessage.isEnabled)
    #expect(screen.sendMessage.simulateTap())
    #expect(screen.sent == ["  Hi"])
    // The app clears the composer from code after sending: Send goes grey again.
    #expect(screen.keyboard.form.message.isEmpty)
    #expect(!screen.sendMessage.isEnabled)
    window.simulateTyping("x")
    #expect(screen.sendMessage.isEnabled)
    window.simulateDeleteBackward()
    #expect(!screen.sendMessage.isEnabled, "deleting the last character disables it")
  }

  @Test("Send stays disabled while an asynchronous send runs, as the navigation bar's submit")
  func disabledWhileSubmitting() async {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    var continuation: CheckedContinuation<Void, Never>?
    // This app keeps the text until the server answers.
    screen.keyboard.onSubmit = {}
    screen.keyboard.onSubmitAsync = { await withCheckedContinuation { continuation = $0 } }
    #expect(screen.message.simulateTap())
    window.simulateTyping("Hello")
    #expect(screen.sendMessage.isEnabled)
    #expect(screen.sendMessage.simulateTap())
    #expect(screen.keyboard.isSubmitting)
    #expect(!screen.sendMessage.isEnabled, "no second send while the first runs")
    while continuation == nil { await Task.yield() }
    continuation?.resume()
    while screen.keyboard.isSubmitting { await Task.yield() }
    #expect(screen.sendMessage.isEnabled, "the message still holds text")
  }

  @Test("TableBooking's Book (enabled: whenFilled), a table row's cell, follows the contact fields")
  func tableRowButtonFollowsTheForm() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    let window = screen.present()
    // The views protocol names the row's button, which the screen puts in the row's cell.
    #expect(screen.formNodeViews("book") == [screen.book])
    #expect(screen.book.window === window, "the row's cell shows it")
    #expect(!screen.book.isEnabled, "name and phone are required and empty")
    #expect(!screen.book.simulateTap())
    #expect(screen.submitCount == 0)
    #expect(screen.name.simulateTap())
    window.simulateTyping("Ada")
    #expect(!screen.book.isEnabled, "the phone is still empty")
    screen.keyboard.form.phone = "0123 456"
    #expect(screen.book.isEnabled)
    screen.keyboard.form.name = ""
    #expect(!screen.book.isEnabled, "a value cleared from code disables it again")
    screen.keyboard.form.name = "Ada"
    #expect(screen.book.isEnabled)
    screen.keyboard.focus(nil)
    #expect(screen.book.simulateTap())
    #expect(screen.submitCount == 1)
  }
}
