import FormRuntime
import FormRuntimeTestSupport
import Testing

/// `actions.cancel.confirmDiscard` (issue 32): a cancel asks before discarding changes (Firefox's
/// card editor, Wikipedia's composers) only while the form has changes.
@MainActor
@Suite("Discard confirmation")
struct FormDiscardConfirmationTests {
  static let confirming = FormActionSchema(
    title: "Cancel", placement: .navigationBarLeading, confirmsDiscard: true,
    identifier: "formc.cancel")
  static let plain = FormActionSchema(
    title: "Cancel", placement: .navigationBarLeading, identifier: "formc.cancel")

  @Test("a confirming cancel asks only while the form has changes")
  func asksOnlyWithChanges() {
    let form = ProxyForm()
    #expect(!form.cancelAsksToDiscard(Self.confirming), "nothing changed yet")
    form.name = "Ada"
    #expect(form.cancelAsksToDiscard(Self.confirming))
    form.name = ""
    #expect(!form.cancelAsksToDiscard(Self.confirming), "an edit undone is no change")
  }

  @Test("a cancel without confirmDiscard, or no cancel, never asks")
  func plainCancelNeverAsks() {
    let form = ProxyForm()
    form.name = "Ada"
    #expect(!form.cancelAsksToDiscard(Self.plain))
    #expect(!form.cancelAsksToDiscard(nil))
    #expect(!form.asksToDiscard, "ProxyForm's schema has no cancel")
  }

  @Test("confirmsDiscard defaults to false")
  func defaultIsFalse() {
    #expect(!Self.plain.confirmsDiscard)
    #expect(Self.confirming.confirmsDiscard)
  }
}
