/// The inputs of a generated form: an enum whose cases are the inputs in focus order, raw values
/// their ids. It works with SwiftUI's `@FocusState`.
public protocol FormField: RawRepresentable<String>, CaseIterable, Hashable, Sendable
where AllCases == [Self] {
  /// The form the inputs belong to.
  associatedtype Form: FormModel where Form.Field == Self
}

extension FormField {
  /// The input's title (also its accessibility label), if it has one.
  public var title: String? { Form.schema[self].title }

  /// The input's placeholder, if it has one.
  public var placeholder: String? { Form.schema[self].placeholder }
}
