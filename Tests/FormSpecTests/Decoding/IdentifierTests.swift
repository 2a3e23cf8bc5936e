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

  @Test func viewControllerMembersOverlapNoOtherReservedList() {
    #expect(Identifier.viewControllerMembers.isDisjoint(with: Identifier.reservedNodeIDs))
    #expect(Identifier.viewControllerMembers.isDisjoint(with: Identifier.swiftKeywords))
  }
}
