import Testing

@testable import FormDiagnostics

@Suite struct ReportContextTests {
  @Test(
    arguments: [
      // (path, working directory, base directory, path relative to the base or nil)
      ("a.yaml", "/r", "/r", "a.yaml"),
      ("./a/./b/../c.yaml", "/r", "/r", "a/c.yaml"),
      ("/r/a.yaml", "/x", "/r/", "a.yaml"),
      ("a.yaml", "/r/s", "..", "s/a.yaml"),
      ("/rs/a.yaml", "/", "/r", nil),
      ("../a.yaml", "/r", "/r", nil),
      ("/r", "/", "/r", nil),
      ("/../../a.yaml", "/", "/", "a.yaml"),
    ] as [(String, String, String, String?)])
  func relativePaths(path: String, working: String, base: String, relative: String?) {
    let context = ReportContext(toolVersion: "1", baseDirectory: base, workingDirectory: working)
    #expect(context.pathRelativeToBase(path) == relative)
  }

  @Test func baseDirectoryDefaultsToWorkingDirectory() {
    let context = ReportContext(toolVersion: "1", workingDirectory: "/w")
    #expect(context.baseDirectory == "/w")
    #expect(ReportContext(toolVersion: "1").workingDirectory.hasPrefix("/"))
  }

  @Test func sourceLinesBreakLikeLibyaml() {
    let text = "one\r\ntwo\rthree\nfour\u{85}five\u{2028}six\u{2029}seven\n"
    let lines = ReportContext.sourceLines(in: ["f": text, "g": ""])
    let expected = ["one", "two", "three", "four", "five", "six", "seven", ""]
    #expect((1...8).map { lines("f", $0) } == expected)
    #expect(lines("f", 0) == nil)
    #expect(lines("f", 9) == nil)
    #expect(lines("g", 1) == "")
    #expect(lines("h", 1) == nil)
  }
}
