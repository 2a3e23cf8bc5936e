import Testing

@testable import FormCompiler

/// How `BacktrackingCheck` reads a brace quantifier (`{2,}`, `{1,30}`): more than 16 repetitions,
/// or no upper bound, repeats without limit; a brace that is not a quantifier repeats nothing.
/// A brace of ASCII digits is read on a fast path, anything else by the general reading: both
/// must agree.
struct BacktrackingCheckTests {
  @Test(arguments: [
    ("(a{2,})+", "(a{2,})"), ("(a{17})+", "(a{17})"), ("(a{1,17})+", "(a{1,17})"),
    ("(a{1,})*", "(a{1,})"), ("(a{0017})+", "(a{0017})"),
    // An upper bound too large for an `Int` is no bound.
    ("(a{1,99999999999999999999})+", "(a{1,99999999999999999999})"),
    // The group's own brace repeats it without limit.
    ("(a+){2,}", "(a+)"), ("(a*){1,99999999999999999999}", "(a*)"),
    // A digit that is not ASCII is read by the general reading: a number, but not an `Int`.
    ("(a{1,١٧})+", "(a{1,١٧})"),
  ])
  func unboundedBracesRepeat(pattern: String, group: String) {
    #expect(BacktrackingCheck.nestedRepetition(in: pattern) == group)
  }

  @Test(arguments: [
    "(a{2})+", "(a{16})+", "(a{1,16})+", "(a{0,3})*",
    // Not quantifiers: no closing brace, three parts, an empty first part, a letter, a space.
    "(a{2,)+", "(a{1,2,3})+", "(a{,5})+", "(a{1x})+", "(a{1, 5})+", "(a{99999999999999999999)+",
    // The first part too large for an `Int` reads as no repetition.
    "(a{99999999999999999999})+",
    // A bounded group brace does not repeat it without limit.
    "(a+){2,5}",
  ])
  func boundedOrBrokenBracesDoNot(pattern: String) {
    #expect(BacktrackingCheck.nestedRepetition(in: pattern) == nil)
  }
}
