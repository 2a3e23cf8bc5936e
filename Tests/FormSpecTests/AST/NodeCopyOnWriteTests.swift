import FormDiagnostics
import FormSpec
import Testing

/// A node keeps its properties and its input's keys in shared boxes, copied before a change
/// (`Node.uniqueProperties`, `InputProperties.unique`): a change to one copy of a node must never
/// show in another, nor in the box that every new node shares.
struct NodeCopyOnWriteTests {
  private static let location = SourceLocation(path: "Copies.form.yaml", line: 1, column: 1)

  private static func node(_ kind: Node.Kind = .field, id: String) -> Node {
    Node(
      kind: kind, kindKeyLocation: location, id: Located(id, at: location),
      range: SourceRange(start: location, end: location))
  }

  private static func condition(on input: String) -> Located<VisibilityCondition> {
    Located(VisibilityCondition(input: Located(input, at: location), test: .notEmpty), at: location)
  }

  /// New nodes share one empty box: setting a property on one leaves the others without it.
  @Test func aNewNodesPropertyIsItsOwn() {
    var first = Self.node(id: "first")
    let second = Self.node(id: "second")
    first.height = Located(44, at: Self.location)
    first.visibleWhen = Self.condition(on: "other")
    #expect(first.height?.value == 44)
    #expect(first.visibleWhen?.value.input.value == "other")
    #expect(second.height == nil)
    #expect(second.visibleWhen == nil)
    #expect(Self.node(id: "third").height == nil)
  }

  /// A copy of a new node shares the empty box with it: the first property set on either (a new
  /// box made, not the shared one copied) shows in neither the other nor a later new node.
  @Test func aCopyOfANewNodeTakesItsOwnFirstProperty() {
    var original = Self.node(.label, id: "original")
    var copy = original
    copy.text = Located("Copy", at: Self.location)
    #expect(original.text == nil)
    original.height = Located(20, at: Self.location)
    #expect(copy.height == nil)
    #expect(copy.text?.value == "Copy")
    #expect(original.height?.value == 20)
    #expect(original.textVariants.isEmpty)
    let later = Self.node(.label, id: "later")
    #expect(later.text == nil)
    #expect(later.height == nil)
  }

  /// A copy shares its original's boxes until either changes; then each keeps its own value.
  @Test func aCopysChangeStaysInTheCopy() {
    var original = Self.node(id: "original")
    original.height = Located(44, at: Self.location)
    original.visibleWhen = Self.condition(on: "toggle")
    var copy = original
    copy.height = Located(60, at: Self.location)
    copy.visibleWhen = nil
    #expect(original.height?.value == 44)
    #expect(original.visibleWhen?.value.input.value == "toggle")
    #expect(copy.height?.value == 60)
    #expect(copy.visibleWhen == nil)
    original.header = Located("Header", at: Self.location)
    #expect(copy.header == nil)
    #expect(copy.id?.value == "original")
  }

  /// The same for an input's keys: a copy's `enabledWhen` and `valueOf` stay its own.
  @Test func anInputsCopyKeepsItsOwnKeys() {
    var input = InputProperties()
    input.enabledWhen = Self.condition(on: "agree")
    input.valueOf = Located("owner", at: Self.location)
    var node = Self.node(id: "entry")
    node.replaceInput(input)
    var copy = node
    copy.input?.enabledWhen = nil
    copy.input?.valueOf = Located("other", at: Self.location)
    #expect(node.input?.enabledWhen?.value.input.value == "agree")
    #expect(node.input?.valueOf?.value == "owner")
    #expect(copy.input?.enabledWhen == nil)
    #expect(copy.input?.valueOf?.value == "other")
    #expect(input.valueOf?.value == "owner")
  }

  /// New inputs share one box of the rare keys (`hint`, `maxLength`, `reveal`, …): setting one
  /// on an input leaves every other input, new or copied before, without it, and the input's
  /// other keys as they were.
  @Test func aNewInputsRareKeyIsItsOwn() {
    var first = InputProperties()
    let second = InputProperties()
    first.title = Located("Name", at: Self.location)
    let before = first
    first.hint = Located("Your full name", at: Self.location)
    first.maxLength = Located(40, at: Self.location)
    first.reveal = [Located("picture", at: Self.location)]
    #expect(first.hint?.value == "Your full name")
    #expect(first.maxLength?.value == 40)
    #expect(first.reveal.map(\.value) == ["picture"])
    #expect(first.title?.value == "Name")
    #expect(second.hint == nil && second.maxLength == nil && second.reveal.isEmpty)
    #expect(before.hint == nil && before.maxLength == nil && before.title?.value == "Name")
    #expect(InputProperties().hint == nil)
    var copy = first
    copy.hint = nil
    #expect(first.hint?.value == "Your full name")
    #expect(copy.maxLength?.value == 40)
  }
}
