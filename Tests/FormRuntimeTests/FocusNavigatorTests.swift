import FormRuntime
import Testing

@Suite("Focus navigation")
struct FocusNavigatorTests {
  enum Field: String, Hashable, Sendable, CaseIterable {
    case name, email, company, phone, notes
  }

  let navigator = FocusNavigator(order: Field.allCases, wraps: false)
  let wrapping = FocusNavigator(order: Field.allCases, wraps: true)

  func visible(except hidden: Set<Field>) -> (Field) -> Bool {
    { !hidden.contains($0) }
  }

  @Test(
    "next follows the order, skipping hidden inputs",
    arguments: [
      (.name, [], .email),
      (.email, [.company], .phone),
      (.email, [.company, .phone], .notes),
      (.phone, [], .notes),
      (.notes, [], nil),
      (.phone, [.notes], nil),
    ] as [(Field, Set<Field>, Field?)])
  func next(from field: Field, hidden: Set<Field>, expected: Field?) {
    #expect(navigator.next(after: field, isVisible: visible(except: hidden)) == expected)
  }

  @Test("next on the last visible input wraps to the first visible one when the form wraps")
  func wraps() {
    #expect(wrapping.next(after: .notes, isVisible: { _ in true }) == .name)
    #expect(wrapping.next(after: .notes, isVisible: visible(except: [.name])) == .email)
    #expect(wrapping.next(after: .phone, isVisible: visible(except: [.notes])) == .name)
  }

  @Test("the wrapping argument overrides the form's setting")
  func wrappingOverride() {
    #expect(wrapping.next(after: .notes, wrapping: false, isVisible: { _ in true }) == nil)
    #expect(navigator.next(after: .notes, wrapping: true, isVisible: { _ in true }) == .name)
  }

  @Test("wrapping never lands on the input itself")
  func singleVisibleInput() {
    #expect(wrapping.next(after: .email, isVisible: { $0 == .email }) == nil)
  }

  @Test("previous goes back, skipping hidden inputs, and never wraps")
  func previous() {
    #expect(navigator.previous(before: .email, isVisible: { _ in true }) == .name)
    #expect(navigator.previous(before: .phone, isVisible: visible(except: [.company])) == .email)
    #expect(navigator.previous(before: .name, isVisible: { _ in true }) == nil)
    #expect(wrapping.previous(before: .name, isVisible: { _ in true }) == nil)
    #expect(navigator.previous(before: .email, isVisible: visible(except: [.name])) == nil)
  }

  @Test("a hidden input's neighbours come from its place in the order")
  func fromHiddenInput() {
    let isVisible = visible(except: [.company])
    #expect(navigator.next(after: .company, isVisible: isVisible) == .phone)
    #expect(navigator.previous(before: .company, isVisible: isVisible) == .email)
  }

  @Test("with everything hidden there is nowhere to go")
  func allHidden() {
    #expect(wrapping.next(after: .name, isVisible: { _ in false }) == nil)
    #expect(wrapping.previous(before: .notes, isVisible: { _ in false }) == nil)
    #expect(navigator.visible { _ in false }.isEmpty)
  }

  @Test("an input outside the order has no neighbours")
  func unknownInput() {
    let partial = FocusNavigator(order: [Field.name, .email], wraps: true)
    #expect(partial.next(after: .notes, isVisible: { _ in true }) == nil)
    #expect(partial.previous(before: .notes, isVisible: { _ in true }) == nil)
  }

  @Test("visible inputs keep the focus order")
  func visibleInputs() {
    #expect(navigator.visible(visible(except: [.email, .phone])) == [.name, .company, .notes])
  }

  @Test("hasNext ignores wrapping")
  func hasNext() {
    #expect(wrapping.hasNext(after: .phone, isVisible: { _ in true }))
    #expect(!wrapping.hasNext(after: .notes, isVisible: { _ in true }))
    #expect(!navigator.hasNext(after: .phone, isVisible: visible(except: [.notes])))
  }
}
