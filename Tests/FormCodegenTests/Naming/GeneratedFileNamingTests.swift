import Testing

@testable import FormCodegen

/// Output names of ASCII paths (worked out over bytes) and of other paths (by characters): the
/// two ways must name every file the same.
struct GeneratedFileNamingTests {
  @Test(
    arguments: [
      ("SignUp.form.yaml", "SignUp"),
      ("forms/SignUp.form.yml", "SignUp"),
      ("a//b/Login.form.yaml/", "Login"),
      ("notes.yaml", "notes.yaml"),
      (".form.yaml", ""),
      ("", ""),
      ("///", "///"),
      ("fôrms/Café.form.yaml", "Café"),
      ("a/\u{301}b/Name.form.yaml", "Name"),
    ])
  func baseName(path: String, expected: String) {
    #expect(GeneratedFileNaming.baseName(ofSpec: path) == expected)
  }

  @Test(
    arguments: [
      ("SignUp.form.yaml", false, "SignUpForm.swift"),
      ("account/Login.form.yaml", false, "account/LoginForm.swift"),
      ("account/Login.form.yaml", true, "account_LoginForm.swift"),
      ("a//b/Login.form.yml", false, "a/b/LoginForm.swift"),
      ("a//b/Login.form.yml", true, "a_b_LoginForm.swift"),
      ("/abs/x/Login.form.yaml", true, "abs_x_LoginForm.swift"),
      ("notes.txt", false, "notes.txtForm.swift"),
      ("///", false, "///Form.swift"),
      ("fôrms/Café.form.yaml", true, "fôrms_CaféForm.swift"),
      // A combining accent after a slash makes one character with it: no split there.
      ("a/\u{301}b/Name.form.yaml", false, "a/\u{301}b/NameForm.swift"),
    ])
  func outputPath(path: String, flat: Bool, expected: String) {
    #expect(
      GeneratedFileNaming.outputPath(forSpec: path, fileSuffix: "Form.swift", flat: flat)
        == expected)
  }
}
