/// The screens of the consumer app that use the generated forms.
public enum Screens {
  /// The forms this target generates.
  @MainActor public static let formTypes: [Any.Type] = [
    LoginForm.self, AccountLoginForm.self, AddressForm.self,
  ]
}
