import FormSpec
import Testing

/// `PathString` against the answers `NSString`'s path methods give on Darwin, including the short
/// paths on which Linux's Foundation traps (`"t"`, `"x/"`, `"a//"`).
struct PathStringTests {
  @Test(arguments: [
    ("Specs/SignUp.form.yaml", "SignUp.form.yaml"),
    ("SignUp.form.yaml", "SignUp.form.yaml"),
    ("t", "t"),
    ("x/", "x"),
    ("a//", "a"),
    ("/tmp/", "tmp"),
    ("/", "/"),
    ("//", "/"),
    ("", ""),
    ("/a/b/c", "c"),
    ("é/ü.form.yaml", "ü.form.yaml"),
  ])
  func lastComponent(path: String, expected: String) {
    #expect(PathString.lastComponent(path) == expected)
  }

  @Test(arguments: [
    ("Specs/SignUp.form.yaml", "Specs"),
    ("SignUp.form.yaml", ""),
    ("t", ""),
    ("x/", ""),
    ("a//", ""),
    ("a//b/", "a"),
    ("/tmp/lock/", "/tmp"),
    ("/tmp", "/"),
    ("/", "/"),
    ("//a", "/"),
    ("", ""),
    ("./a", "."),
  ])
  func deletingLastComponent(path: String, expected: String) {
    #expect(PathString.deletingLastComponent(path) == expected)
  }

  @Test(arguments: [
    ("Specs", "a.form.yaml", "Specs/a.form.yaml"),
    ("Specs/", "a.form.yaml", "Specs/a.form.yaml"),
    ("Specs//", "a.form.yaml", "Specs/a.form.yaml"),
    ("/", "a", "/a"),
    ("", "a", "a"),
    ("t", "x.y", "t/x.y"),
    (".", "a/b", "./a/b"),
  ])
  func appending(path: String, component: String, expected: String) {
    #expect(PathString.appending(component, to: path) == expected)
  }

  @Test(arguments: [
    ("/a/b/../c/./d", ["a", "c", "d"]),
    ("/../a", ["a"]),
    ("a/../../b", ["..", "b"]),
    ("a//b/", ["a", "b"]),
    ("/", []),
    ("./.", []),
  ])
  func standardizedComponents(path: String, expected: [String]) {
    #expect(PathString.standardizedComponents(path).map(String.init) == expected)
  }
}
