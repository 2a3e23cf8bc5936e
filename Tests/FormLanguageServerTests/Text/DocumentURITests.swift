import Testing

@testable import FormLanguageServer

/// Which documents are specs, and the files behind `file:` URIs.
struct DocumentURITests {
  @Test(arguments: [
    ("file:///work/Specs/SignUp.form.yaml", true),
    ("file:///work/Specs/OneTimeCode.form.yml", true),
    ("file:///work/Specs/SignUp.FORM.YAML", true),
    ("file:///work/Specs/values.yaml", false),
    ("file:///work/formc.yml", false),
    ("untitled:Draft.form.yaml", true),
    ("untitled:Untitled-1", false),
  ])
  func recognisesSpecs(uri: String, isSpec: Bool) {
    #expect(DocumentURI.isSpec(uri) == isSpec)
  }

  @Test(arguments: [
    ("file:///tmp/a%20b/%C3%A9.form.yaml", "/tmp/a b/é.form.yaml" as String?),
    ("file://localhost/tmp/x.form.yaml", "/tmp/x.form.yaml"),
    ("file:/tmp/x.form.yaml", "/tmp/x.form.yaml"),
    ("file://server/share/x.form.yaml", nil),
    ("untitled:x.form.yaml", nil),
  ])
  func readsFilePaths(uri: String, path: String?) {
    #expect(DocumentURI.filePath(uri) == path)
  }

  @Test func writesURIsThatReadBack() {
    for path in ["/tmp/a b/é#1.form.yaml", "/plain/path/formc.yml", "/tmp/100%/x"] {
      #expect(DocumentURI.filePath(DocumentURI.fileURI(path)) == path)
    }
    #expect(DocumentURI.fileURI("/tmp/a b") == "file:///tmp/a%20b")
  }
}
