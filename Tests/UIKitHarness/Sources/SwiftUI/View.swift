@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit

// A test-only stand-in for the parts of Apple's SwiftUI that FormRuntime's SwiftUI layer and
// formc's generated screens use, so that their `#if canImport(SwiftUI)` code type-checks on Linux
// (`Scripts/typecheck-uikit.sh`, and the UIKit harness package's build). Declarations follow
// Apple's Swift signatures — names, labels, types, generic constraints, `@available` versions —
// as the iOS 17 SDK spells them. There is no behaviour: nothing renders, and `body` of a
// primitive view is never called. Never make this a target of the main package: a module named
// SwiftUI would collide with the real one on Apple platforms.

// MARK: - Views

/// `View`.
@MainActor
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// No content.
  public var body: Never { fatalError("Never has no body") }
}

/// A view whose body is never asked for: the primitive views (not Apple API).
@MainActor
public protocol PrimitiveViewStub: View where Body == Never {}

extension PrimitiveViewStub {
  /// Never called: primitive views have no body.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `ViewBuilder`: builds views from closures.
@MainActor
@resultBuilder
public struct ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  /// An expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`–`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(first: first)
  }
  /// The second branch of an `if`–`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(second: second)
  }
  /// A branch under `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Views built from a block.
public struct TupleView<T>: PrimitiveViewStub {
  /// The views.
  public var value: T
  /// Wraps views.
  public init(_ value: T) { self.value = value }
}

/// One of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveViewStub {
  init(first: TrueContent) {}
  init(second: FalseContent) {}
}

extension Optional: View where Wrapped: View {
  /// Never called.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `EmptyView`.
public struct EmptyView: PrimitiveViewStub {
  /// Creates an empty view.
  public init() {}
}

/// `AnyView`: a type-erased view.
public struct AnyView: PrimitiveViewStub {
  /// Erases a view's type.
  public init<V: View>(_ view: V) {}
}

/// `Text`.
public struct Text: PrimitiveViewStub, Equatable {
  /// Shows a string without localizing it.
  public init(verbatim content: String) {}
  /// Shows a string.
  public init<S: StringProtocol>(_ content: S) {}
  /// A text with another font.
  public func font(_ font: Font?) -> Text { self }
  /// A text with another colour.
  public func foregroundColor(_ color: Color?) -> Text { self }
}

/// `Image`.
public struct Image: PrimitiveViewStub {
  /// A system symbol.
  public init(systemName: String) {}
}

/// `Spacer`.
public struct Spacer: PrimitiveViewStub {
  /// A flexible space.
  public init(minLength: CGFloat? = nil) {}
}

/// `Color`.
public struct Color: PrimitiveViewStub, Hashable, Sendable {
  /// Red.
  public static let red = Color()
  /// The secondary foreground colour.
  public static let secondary = Color()
  /// No colour.
  public static let clear = Color()
}

/// `Font`.
public struct Font: Hashable, Sendable {
  /// `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    /// Semibold.
    public static let semibold = Weight()
  }
  /// The body style.
  public static let body = Font()
  /// The footnote style.
  public static let footnote = Font()
  /// The headline style.
  public static let headline = Font()
  /// The font with a weight.
  public func weight(_ weight: Weight) -> Font { self }
}

/// `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
  /// Leading.
  public static let leading = HorizontalAlignment()
  /// Center.
  public static let center = HorizontalAlignment()
}

/// `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
  /// Center.
  public static let center = VerticalAlignment()
  /// Top.
  public static let top = VerticalAlignment()
}

/// `Axis`.
public enum Axis: Int8, Sendable {
  /// Horizontal.
  case horizontal
  /// Vertical.
  case vertical

  /// `Axis.Set`.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = Set(rawValue: 1)
    /// Vertical.
    public static let vertical = Set(rawValue: 2)
  }
}

/// `Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// `Edge.Set`.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// `GeometryProxy`: the size and safe area of the container a `GeometryReader` fills.
public struct GeometryProxy {
  /// The size of the container (inside its safe area).
  public var size: CGSize { .zero }
}

/// `GeometryReader`: a container view that fills the space offered and builds its content
/// from its own size.
public struct GeometryReader<Content: View>: PrimitiveViewStub {
  /// Creates a reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

/// `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  /// The center.
  public static let center = UnitPoint()
  /// The top.
  public static let top = UnitPoint()
}

/// `VStack`.
public struct VStack<Content: View>: PrimitiveViewStub {
  /// A vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// `HStack`.
public struct HStack<Content: View>: PrimitiveViewStub {
  /// A horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// `Group`.
public struct Group<Content: View>: PrimitiveViewStub {
  /// Groups views.
  public init(@ViewBuilder content: () -> Content) {}
}

/// `ScrollView`.
public struct ScrollView<Content: View>: PrimitiveViewStub {
  /// A scroll view along `axes`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
}

/// `ScrollViewProxy`.
public struct ScrollViewProxy {
  /// Scrolls to the view with an id.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// `ScrollViewReader`.
@available(iOS 14.0, *)
public struct ScrollViewReader<Content: View>: PrimitiveViewStub {
  /// Gives its content a proxy to scroll with.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}

/// `NavigationView` (deprecated in a future iOS in favour of `NavigationStack`, iOS 16).
@available(iOS 13.0, *)
public struct NavigationView<Content: View>: PrimitiveViewStub {
  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {}
}

/// `PreviewProvider`: the views Xcode's canvas shows.
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
}

/// `Form`.
public struct Form<Content: View>: PrimitiveViewStub {
  /// A form.
  public init(@ViewBuilder content: () -> Content) {}
}

/// `Section`.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveViewStub {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

/// `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>:
  PrimitiveViewStub
{
  /// A view per element, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

/// `Button`.
public struct Button<Label: View>: PrimitiveViewStub {
  /// A button with a label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  /// A button with a title.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// `TextField`.
public struct TextField<Label: View>: PrimitiveViewStub {}

extension TextField where Label == Text {
  /// A text field with a title, not localized.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// A text field that grows along an axis.
  @available(iOS 16.0, *)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
}

/// `SecureField`.
public struct SecureField<Label: View>: PrimitiveViewStub {}

extension SecureField where Label == Text {
  /// A secure field with a title, not localized.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// `TextEditor`.
@available(iOS 14.0, *)
public struct TextEditor: PrimitiveViewStub {
  /// A multi-line text editor.
  public init(text: Binding<String>) {}
}

/// `withAnimation(_:_:)`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}
