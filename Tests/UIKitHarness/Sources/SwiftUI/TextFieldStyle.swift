// `TextFieldStyle`, `LabeledContent`: Apple's current declarations, with the double's rendering of
// them (a text input records the text field style of its environment; `LabeledContent` is a
// container of its label, then its content).

/// `TextFieldStyle`: "A specification for the appearance and interaction of a text field"
/// (iOS 13) — https://developer.apple.com/documentation/swiftui/textfieldstyle
public protocol TextFieldStyle {}

/// `RoundedBorderTextFieldStyle`: "A text field style with a system-defined rounded border"
/// (iOS 13, deprecated in iOS 27 for `bordered` with `textInputBorderShape(_:)`) —
/// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle
@available(iOS, introduced: 13.0, deprecated: 27.0)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style — https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle/init()
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  public init() {}
}

/// `PlainTextFieldStyle`: "A text field style with no decoration" (iOS 13) —
/// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style — https://developer.apple.com/documentation/swiftui/plaintextfieldstyle/init()
  public init() {}
}

@available(iOS, introduced: 13.0, deprecated: 27.0)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// "A text field style with a system-defined rounded border" (iOS 13, deprecated in iOS 27) —
  /// https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// "A text field style with no decoration" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/textfieldstyle/plain
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// Sets the style of the text fields in the view (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:). The style is
  /// part of the environment: the innermost one set around a text field applies.
  public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    EnvironmentModified(content: self) { $0.double.textFieldStyle = "\(S.self)" }
  }
}

/// `LabeledContent`: "A container for attaching a label to a value-bearing view"; its layout
/// "automatically adapts to its container, like a form" (iOS 16) —
/// https://developer.apple.com/documentation/swiftui/labeledcontent
@available(iOS 16.0, *)
public nonisolated struct LabeledContent<Label: View, Content: View>: PrimitiveViewStub {
  /// A labeled element, its value view and its label (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  let content: Content
  let label: Label
}

@available(iOS 16.0, *)
extension LabeledContent: DoublePrimitive {
  /// The label, then the content, in one container: in a form the label leads the row
  /// (https://developer.apple.com/documentation/swiftui/labeledcontent: "a layout that matches
  /// the label of the `Picker`").
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("LabeledContent", context) { inner in
      graph.render(label, inner.child("label"))
      graph.render(content, inner.child("content"))
    }
  }
}

/// `PrimitiveButtonStyle`: "A type that applies custom interaction behavior and a custom
/// appearance to all buttons within a view hierarchy" (iOS 13) —
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view of a button.
  associatedtype Body: View
  /// The view of a button of the configuration —
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// The button's properties —
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// `PrimitiveButtonStyleConfiguration` (iOS 13; only `trigger()` is declared here, nothing here
/// reads the label or role) —
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration
public struct PrimitiveButtonStyleConfiguration {
  let action: @MainActor () -> Void
  /// Performs the button's action —
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
  @MainActor @preconcurrency public func trigger() { action() }
}

/// `BorderedProminentButtonStyle`: "standard border prominent artwork based on the button's
/// context" (iOS 15) — https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
@available(iOS 15.0, *)
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle/init()
  public nonisolated init() {}
  /// The button's view (the double renders the button itself) —
  /// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle/makebody(configuration:)
  @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
    EmptyView()
  }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// "the standard bordered prominent style based on the button's context" (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
  public nonisolated static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  /// Sets the style of the buttons in the view (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx. The style is
  /// part of the environment: the innermost one set around a button applies.
  public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentModified(content: self) { $0.double.buttonStyle = "\(S.self)" }
  }
}
