import FormDiagnostics
import FormSpec
import Testing

/// `VisibilityCondition.forEachLeaf(_:)` visits what `leaves` lists, in its order, without an
/// array; `NodeTextVariants.isEmpty` says what `all.isEmpty` says, without joining the lists.
struct VisibilityConditionLeafTests {
  private static let location = SourceLocation(path: "Leaves.form.yaml", line: 1, column: 1)

  private static func single(_ input: String, isFlag: Bool = false) -> VisibilityCondition {
    var condition = VisibilityCondition(input: Located(input, at: location), test: .notEmpty)
    condition.isFlag = isFlag
    return condition
  }

  @Test func aPlainConditionIsItsOwnLeaf() {
    let condition = Self.single("email")
    var visited: [String] = []
    condition.forEachLeaf { visited.append($0.input.value) }
    #expect(visited == ["email"])
    #expect(visited == condition.leaves.map(\.input.value))
  }

  @Test func aCombinedConditionsLeavesInOrder() {
    var condition = Self.single("")
    condition.combination = .any
    condition.elements = [
      Self.single("email"), Self.single("isAdmin", isFlag: true), Self.single("phone"),
    ]
    var visited: [String] = []
    condition.forEachLeaf { visited.append(($0.isFlag ? "flag:" : "") + $0.input.value) }
    #expect(visited == ["email", "flag:isAdmin", "phone"])
    #expect(visited.count == condition.leaves.count)
  }

  @Test func variantsAreEmptyOnlyWithoutAny() {
    var variants = NodeTextVariants()
    #expect(variants.isEmpty && variants.all.isEmpty)
    for part in 0..<3 {
      var some = variants
      let variant = TextVariant(
        flag: Located("isAdmin", at: Self.location), text: Located("Admin", at: Self.location))
      switch part {
      case 0: some.header = [variant]
      case 1: some.footer = [variant]
      default: some.text = [variant]
      }
      #expect(!some.isEmpty && !some.all.isEmpty)
    }
    variants.text = []
    #expect(variants.isEmpty)
  }
}
