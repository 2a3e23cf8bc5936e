extension FormTextTraits {
  /// The content type FormRuntime gives the input's view: ``contentType``, except that on a
  /// launch by a generated UI test (`uiTestLaunch`, ``FormUITestLaunch/isCurrentProcess``) a
  /// `newPassword` input gets none.
  ///
  /// With `newPassword` Password AutoFill may offer a strong password in place of the keyboard
  /// and fill the field with it (https://developer.apple.com/documentation/security/password-autofill,
  /// https://developer.apple.com/documentation/security/enabling-password-autofill-on-a-text-input-view;
  /// WWDC 2018 session 204, "Automatic Strong Passwords and Security Code AutoFill"), so a UI test
  /// would find no keyboard and a value it did not type. Without a content type the input is an
  /// ordinary secure field. (iOS may still guess a password field from its surroundings: the
  /// simulator's Settings › Passwords › AutoFill Passwords off is the sure way, docs/UITests.md.)
  public func appliedContentType(uiTestLaunch: Bool) -> FormContentType? {
    uiTestLaunch && contentType == .newPassword ? nil : contentType
  }
}
