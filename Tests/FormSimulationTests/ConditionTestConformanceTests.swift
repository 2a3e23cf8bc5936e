import FormCompiler
import FormRuntime
import Testing

/// The checker's ``VisibilityEvaluation/Test`` (on classes of values) and the runtime's
/// `FormConditionTest` (on real values) agree: for every test a spec can write and every class of
/// value, the test holds for the class exactly when the runtime's holds for a value of that class.
struct ConditionTestConformanceTests {
  /// A spec's condition as the IR carries it (`equals`, `negated`, `oneOf`) and as generated code
  /// writes it (`empty: true` is `equals: ""`, generated as `.empty`).
  static let tests:
    [(equals: String?, negated: Bool, oneOf: [String]?, runtime: FormConditionTest)] = [
      (nil, false, nil, .notEmpty),
      ("a", false, nil, .equals("a")),
      ("", false, nil, .equals("")),
      ("", false, nil, .empty),
      ("a", true, nil, .notEquals("a")),
      ("", true, nil, .notEquals("")),
      (nil, false, ["a"], .oneOf(["a"])),
      (nil, false, ["a", "b"], .oneOf(["a", "b"])),
      (nil, false, ["b", ""], .oneOf(["b", ""])),
      (nil, false, ["a", "z"], .oneOf(["a", "z"])),
    ]

  /// Classes of a controller whose conditions name `a` and `b`, each with a value of the class.
  static let classes: [(VisibilityState.ValueClass, String)] = [
    (.empty, ""), (.equals("a"), "a"), (.equals("b"), "b"), (.other, "c"), (.other, "A"),
  ]

  @Test(
    "a test holds for a class exactly when the runtime's holds for a value of it",
    arguments: tests.indices)
  func testsAgree(_ index: Int) {
    let (equals, negated, oneOf, runtime) = Self.tests[index]
    let test = VisibilityEvaluation.Test(
      controller: 0, equals: equals, negated: negated, oneOf: oneOf)
    for (valueClass, value) in Self.classes {
      #expect(
        test.holds(for: valueClass) == runtime.holds(for: value),
        "\(runtime) on \(valueClass) (\"\(value)\")")
    }
  }
}
