import FormSpec
import Foundation
import Testing

/// Node ids that a `UIViewController` conforming to the generated views protocol already has as
/// members: rejected with a message that says why, and listed in docs/SpecFormat.md.
struct IdentifierTests {
  static let members = Identifier.viewControllerMembers.sorted()

  @Test(arguments: members)
  func viewControllerMemberIsRejected(name: String) {
    #expect(
      Identifier.problem(with: name, upperCamelCase: false)
        == "'\(name)' is reserved: a UIViewController conforming to the views protocol already has a member named '\(name)'"
    )
  }

  @Test(arguments: members)
  func viewControllerMemberIsDocumented(name: String) throws {
    let reference = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/SpecFormat.md"),
      encoding: .utf8)
    let section = try #require(
      reference.range(of: "**Reserved for node ids because a screen already has them.**"))
    let end = try #require(reference.range(of: "**Reserved for the form name**"))
    #expect(reference[section.upperBound..<end.lowerBound].contains("`\(name)`"))
  }

  @Test(arguments: ["email", "titleText", "viewCount", "nextStep", "parentName"])
  func namesThatOnlyStartLikeAMemberAreAccepted(name: String) {
    #expect(Identifier.problem(with: name, upperCamelCase: false) == nil)
  }

  /// Every reserved name gets the message of the first list that holds it (keywords, then the
  /// form names or node ids, then the view controller's members), as the lists say; a name the
  /// case checks reject first is left to them.
  @Test func everyReservedNameGetsItsListsMessage() {
    let all = Identifier.swiftKeywords.union(Identifier.reservedFormNames)
      .union(Identifier.reservedNodeIDs).union(Identifier.viewControllerMembers).sorted()
    for name in all {
      let startsUpper = name.first!.isUppercase
      for upper in [false, true] where upper == startsUpper {
        for viewMember in [true, false] {
          let expected: String?
          if Identifier.swiftKeywords.contains(name) {
            expected = "'\(name)' is a Swift keyword"
          } else if upper && Identifier.reservedFormNames.contains(name) {
            expected = "'\(name)' is reserved by the generated code"
          } else if !upper && Identifier.reservedNodeIDs.contains(name) {
            expected = "'\(name)' is reserved by the generated view model"
          } else if !upper && viewMember && Identifier.viewControllerMembers.contains(name) {
            expected =
              "'\(name)' is reserved: a UIViewController conforming to the views protocol already has a member named '\(name)'"
          } else {
            expected = nil
          }
          #expect(
            Identifier.problem(with: name, upperCamelCase: upper, viewMember: viewMember)
              == expected, "\(name), upperCamelCase: \(upper), viewMember: \(viewMember)")
        }
      }
    }
  }

  /// A name with a byte that is not an ASCII letter or digit is walked scalar by scalar for the
  /// first that does not belong; the others go straight to the case checks.
  @Test func namesOutsideASCIILettersAndDigitsSayWhatIsWrong() {
    func problem(_ name: String, upper: Bool = false) -> String? {
      Identifier.problem(with: name, upperCamelCase: upper)
    }
    #expect(problem("") == "the id is empty")
    #expect(problem("", upper: true) == "the form name is empty")
    #expect(problem("my_id") == "'my_id' is not lowerCamelCase; write 'myId'")
    #expect(
      problem("sign-in form", upper: true)
        == "'sign-in form' is not UpperCamelCase; write 'SignInForm'")
    #expect(
      problem("ab.c")
        == "'ab.c' is not a Swift identifier; use ASCII letters and digits (found '.')")
    for name in ["émail", "emailé", "e😀"] {
      let message = problem(name) ?? ""
      #expect(
        message.hasPrefix("'\(name)' is not a Swift identifier; use ASCII letters and digits"),
        "\(name): \(message)")
    }
    #expect(problem("2fa") == "'2fa' is not a Swift identifier; it starts with a digit")
    #expect(problem("Email") == "'Email' is not lowerCamelCase; write 'email'")
    #expect(problem("signIn", upper: true) == "'signIn' is not UpperCamelCase; write 'SignIn'")
    #expect(problem("email2") == nil)
    #expect(problem("SignIn2", upper: true) == nil)
  }

  @Test(arguments: ["selfie", "Selfish", "in2", "ifs", "nextStep", "viewX", "Types", "idx"])
  func namesNearAReservedOneAreAccepted(name: String) {
    let upper = name.first!.isUppercase
    #expect(Identifier.problem(with: name, upperCamelCase: upper) == nil)
  }

  @Test func viewControllerMembersOverlapNoOtherReservedList() {
    #expect(Identifier.viewControllerMembers.isDisjoint(with: Identifier.reservedNodeIDs))
    #expect(Identifier.viewControllerMembers.isDisjoint(with: Identifier.swiftKeywords))
  }
}
