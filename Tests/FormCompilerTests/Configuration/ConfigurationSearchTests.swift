import FormCompiler
import Testing

/// The search for `formc.yml` that formc and its build plugin share.
struct ConfigurationSearchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var files: Set<String>
    var spec: String
    var expected: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "beside the spec", files: ["/r/.git", "/r/app/formc.yml", "/r/formc.yml"],
      spec: "/r/app/A.form.yaml", expected: "/r/app/formc.yml"),
    Case(
      name: "in a parent folder", files: ["/r/.git", "/r/formc.yml"],
      spec: "/r/app/forms/A.form.yaml", expected: "/r/formc.yml"),
    Case(
      name: "the repository root is searched, then the search stops",
      files: ["/r/.git", "/formc.yml"], spec: "/r/app/A.form.yaml", expected: nil),
    Case(
      name: "above a package inside a repository", files: ["/r/.git", "/r/formc.yml"],
      spec: "/r/packages/Feature/Sources/Feature/A.form.yaml", expected: "/r/formc.yml"),
    Case(
      name: "no repository: up to the root", files: ["/formc.yml"], spec: "/a/b/A.form.yaml",
      expected: "/formc.yml"),
    Case(
      name: "dot segments resolved", files: ["/r/.git", "/r/formc.yml"],
      spec: "/r/app/./x/../A.form.yaml", expected: "/r/formc.yml"),
    Case(name: "nothing", files: [], spec: "/a/A.form.yaml", expected: nil),
  ]

  @Test(arguments: cases)
  func search(_ test: Case) {
    var asked: [String] = []
    let found = ConfigurationSearch.find(forSpecAt: test.spec) { path in
      asked.append(path)
      return test.files.contains(path)
    }
    #expect(found == test.expected, "asked \(asked)")
  }
}
