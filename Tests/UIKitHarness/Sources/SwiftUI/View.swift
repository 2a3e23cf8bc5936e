@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit

// A test-only stand-in for the parts of Apple's SwiftUI that FormRuntime's SwiftUI layer and
// formc's generated screens use, so that their `#if canImport(SwiftUI)` code compiles on Linux
// (`Scripts/typecheck-uikit.sh`, and the UIKit harness package's build). Each declaration follows
// the page of Apple's current documentation cited beside it (https://developer.apple.com/
// documentation/swiftui/…): names, labels, types, generic constraints, availability per member
// (result-builder methods included), isolation (`@MainActor`, `nonisolated`, `@preconcurrency`)
// and the concurrency attributes of closure parameters (`@Sendable`, `@isolated(any)`, `@MainActor`),
// so that code compiles here only where it compiles with today's Xcode. Where the documentation
// spells a parameter with the iOS 26 SDK's `ContentBuilder`, the stand-in keeps the `ViewBuilder`
// the earlier SDKs use (the same closures build). Behind the declarations sits a behavioural double
// (`SwiftUIDouble.swift`): primitive views keep what they were given, and `SwiftUIHost` evaluates
// and drives a view tree as SwiftUI does, each modelled rule citing Apple's documentation; `body`
// of a primitive view is never called. Never make this a target of the main package: a module
// named SwiftUI would collide with the real one on Apple platforms.

// MARK: - Views

/// `View` — https://developer.apple.com/documentation/swiftui/view (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The content.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// No content.
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o (iOS 13.0+)
  public var body: Never { fatalError("Never has no body") }
}

/// A view whose body is never asked for: the primitive views (not Apple API).
/// double only: the primitive views' common protocol.
@MainActor @preconcurrency
public protocol PrimitiveViewStub: View where Body == Never {}

extension PrimitiveViewStub {
  /// Never called: primitive views have no body.
  /// double only: the primitive views' body, never asked for.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `ViewBuilder` — https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// An empty block —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-9mx9r
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  /// An expression —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else` —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`–`else` or `switch` —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(first: first)
  }
  /// The second branch of an `if`–`else` or `switch` —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(second: second)
  }
  /// A branch under `if #available` (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  @available(iOS 14.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// `TupleView` — https://developer.apple.com/documentation/swiftui/tupleview
public nonisolated struct TupleView<T>: PrimitiveViewStub {
  /// The views.
  /// https://developer.apple.com/documentation/swiftui/tupleview/value (iOS 13.0+)
  public var value: T
  /// Wraps views — https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public nonisolated init(_ value: T) { self.value = value }
}

/// One of two views —
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public nonisolated struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage
  nonisolated init(first: TrueContent) { storage = .first(first) }
  nonisolated init(second: FalseContent) { storage = .second(second) }
}

extension _ConditionalContent: View, PrimitiveViewStub
where TrueContent: View, FalseContent: View {}

extension Optional: View where Wrapped: View {
  /// Never called.
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o (iOS 13.0+)
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `EmptyView` — https://developer.apple.com/documentation/swiftui/emptyview
public nonisolated struct EmptyView: PrimitiveViewStub {
  /// Creates an empty view — https://developer.apple.com/documentation/swiftui/emptyview/init()
  public nonisolated init() {}
}

/// `AnyView` — https://developer.apple.com/documentation/swiftui/anyview
public nonisolated struct AnyView: PrimitiveViewStub {
  let view: any View
  /// Erases a view's type — https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public nonisolated init<V: View>(_ view: V) { self.view = view }
}

/// `Text` — https://developer.apple.com/documentation/swiftui/text
public nonisolated struct Text: PrimitiveViewStub, Equatable, Sendable {
  let string: String
  /// The font set on the text itself (`font(_:)`), if any.
  var font: Font?
  /// Shows a string without localizing it —
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public nonisolated init(verbatim content: String) { string = content }
  /// Shows a string — https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public nonisolated init<S: StringProtocol>(_ content: S) { string = String(content) }
  /// A text with another font — https://developer.apple.com/documentation/swiftui/text/font(_:)
  public nonisolated func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }
  /// A text with another colour —
  /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public nonisolated func foregroundColor(_ color: Color?) -> Text { self }
}

/// `Image` — https://developer.apple.com/documentation/swiftui/image
public nonisolated struct Image: PrimitiveViewStub, Equatable, Sendable {
  /// A system symbol — https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public nonisolated init(systemName: String) { self.systemName = systemName }
  /// An image from the app's asset catalog (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:) ("Creates a
  /// labeled image that you can use as content for controls"). The double records the name.
  public nonisolated init(_ name: String, bundle: Bundle? = nil) { self.systemName = name }
  /// An image of a UIKit image (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:) ("Creates a SwiftUI
  /// image from a UIKit image instance"). The double records the image's symbol or asset name.
  public nonisolated init(uiImage: UIImage) {
    self.systemName = uiImage.simulatedSystemName ?? uiImage.simulatedName ?? ""
  }
  /// The symbol's or asset's name (not Apple API).
  let systemName: String
  /// Whether `resizable()` was applied (not Apple API).
  var isResizable = false

  /// An image that resizes to fit its space (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  /// ("Sets the mode by which SwiftUI resizes an image to fit its space"). The double records it.
  /// The double takes no `capInsets` (no `EdgeInsets`): a call with them does not compile.
  public nonisolated func resizable(resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// `Image.ResizingMode` (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Hashable, Sendable {
    /// "A mode to enlarge or reduce the size of an image so that it fills the available space" —
    /// https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch
    case stretch
    /// "A mode to repeat the image at its original size" —
    /// https://developer.apple.com/documentation/swiftui/image/resizingmode/tile
    case tile
  }
}

/// `ProgressView` — https://developer.apple.com/documentation/swiftui/progressview (iOS 14.0+):
/// `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View,
/// CurrentValueLabel : View`. The double models the indeterminate one (a spinner).
@available(iOS 14.0, *)
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveViewStub {
  /// An indeterminate progress view without a label —
  /// https://developer.apple.com/documentation/swiftui/progressview/init() (iOS 14.0+):
  /// `nonisolated init() where Label == EmptyView`.
  @available(iOS 14.0, *)
  public nonisolated init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

/// `Spacer` — https://developer.apple.com/documentation/swiftui/spacer
public nonisolated struct Spacer: PrimitiveViewStub {
  /// A flexible space — https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public nonisolated init(minLength: CGFloat? = nil) {}
}

/// `Color` — https://developer.apple.com/documentation/swiftui/color
public nonisolated struct Color: PrimitiveViewStub, Hashable, Sendable {
  /// Red — https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()
  /// The secondary foreground colour —
  /// https://developer.apple.com/documentation/swiftui/color/secondary
  public static let secondary = Color()
  /// The primary foreground colour — https://developer.apple.com/documentation/swiftui/color/primary
  public static let primary = Color()
  /// No colour — https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color()
}

/// `Font` — https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// `Font.Weight` — https://developer.apple.com/documentation/swiftui/font/weight
  public struct Weight: Hashable, Sendable {
    /// Semibold — https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight()
  }
  /// The UIKit text style the font follows (the double's layout takes its line height). Not
  /// Apple API.
  let textStyle: UIFont.TextStyle
  /// The body style — https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font(textStyle: .body)
  /// The footnote style — https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font(textStyle: .footnote)
  /// The subheadline style — https://developer.apple.com/documentation/swiftui/font/subheadline
  public static let subheadline = Font(textStyle: .subheadline)
  /// The headline style — https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font(textStyle: .headline)
  /// The font with a weight — https://developer.apple.com/documentation/swiftui/font/weight(_:)
  public func weight(_ weight: Weight) -> Font { self }
}

/// `HorizontalAlignment` — https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  /// Leading — https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
  /// Center — https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

/// `VerticalAlignment` — https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  /// Center — https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
  /// Top — https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment()
  /// The first text baseline —
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
  public static let firstTextBaseline = VerticalAlignment()
}

/// `Axis` — https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, CaseIterable, Sendable {
  /// Horizontal.
  case horizontal
  /// Vertical.
  case vertical

  /// `Axis.Set` — https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:) (iOS 13.0+)
    public let rawValue: Int8
    /// Creates a set.
    /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:) (iOS 13.0+)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Horizontal.
    /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal (iOS 13.0+)
    public static let horizontal = Set(rawValue: 1)
    /// Vertical.
    /// https://developer.apple.com/documentation/swiftui/axis/set/vertical (iOS 13.0+)
    public static let vertical = Set(rawValue: 2)
  }
}

/// `Edge` — https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// `Edge.Set` — https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:) (iOS 13.0+)
    public let rawValue: Int8
    /// Creates a set.
    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:) (iOS 13.0+)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    /// https://developer.apple.com/documentation/swiftui/edge/set/top (iOS 13.0+)
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    /// https://developer.apple.com/documentation/swiftui/edge/set/leading (iOS 13.0+)
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    /// https://developer.apple.com/documentation/swiftui/edge/set/bottom (iOS 13.0+)
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    /// https://developer.apple.com/documentation/swiftui/edge/set/trailing (iOS 13.0+)
    public static let trailing = Set(rawValue: 8)
    /// Every edge.
    /// https://developer.apple.com/documentation/swiftui/edge/set/all (iOS 13.0+)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal (iOS 13.0+)
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical (iOS 13.0+)
    public static let vertical: Set = [.top, .bottom]
  }
}

/// `GeometryProxy`: the size and safe area of the container a `GeometryReader` fills —
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  init(size: CGSize = .zero, frame: ((CoordinateSpace) -> CGRect)? = nil) {
    self.size = size
    self.frameInSpace = frame
  }
  /// The size of the container (inside its safe area) —
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public let size: CGSize
  /// Where the double places the container (see `ViewGraph.readerFrame`).
  private let frameInSpace: ((CoordinateSpace) -> CGRect)?

  /// "Returns the container view's bounds rectangle, converted to a defined coordinate space"
  /// (iOS 13.0–27.0; `frame(in: some CoordinateSpaceProtocol)` from iOS 17 replaces it) —
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw. The double's global coordinate space has its origin at the safe area's top leading corner
  /// (the screen's safe area is the whole screen in the double); `local` is the container's own,
  /// at the origin.
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    if case .local = coordinateSpace { return CGRect(origin: .zero, size: size) }
    return frameInSpace?(coordinateSpace) ?? CGRect(origin: .zero, size: size)
  }
}

/// `CoordinateSpace` (iOS 13): the coordinate spaces a `GeometryProxy` converts to —
/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable {
  /// The space at the root of the view hierarchy (the window's).
  case global
  /// The container's own space.
  case local
  /// The space an ancestor names with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// `GeometryReader`: a container view that fills the space offered and builds its content
/// from its own size — https://developer.apple.com/documentation/swiftui/geometryreader
public nonisolated struct GeometryReader<Content: View>: PrimitiveViewStub {
  /// Creates a reader —
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  let content: (GeometryProxy) -> Content
}

/// `UnitPoint`: "A normalized 2D point in a view's coordinate space", each value "the fraction of
/// the view's size in that dimension — measured from the view's origin" —
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  /// "The normalized distance from the origin to the point in the horizontal direction" —
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// "The normalized distance from the origin to the point in the vertical direction" —
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat
  /// "Creates a unit point at the origin" —
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init()
  public init() { (x, y) = (0, 0) }
  /// A unit point at `x`, `y` —
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  /// "The origin of a view" — https://developer.apple.com/documentation/swiftui/unitpoint/zero
  public static let zero = UnitPoint()
  /// The center — https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// "A point that's centered horizontally on the top edge of a view" —
  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom — https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// `VStack` — https://developer.apple.com/documentation/swiftui/vstack
public nonisolated struct VStack<Content: View>: PrimitiveViewStub {
  /// A vertical stack —
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
  /// The distance between adjacent subviews, `nil` for the stack's default.
  let spacing: CGFloat?
  let content: Content
}

/// `HStack` — https://developer.apple.com/documentation/swiftui/hstack
public nonisolated struct HStack<Content: View>: PrimitiveViewStub {
  /// A horizontal stack —
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  let content: Content
}

/// `Group` — https://developer.apple.com/documentation/swiftui/group
public nonisolated struct Group<Content: View>: PrimitiveViewStub {
  /// Groups views — https://developer.apple.com/documentation/swiftui/group/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
}

/// `ScrollView` — https://developer.apple.com/documentation/swiftui/scrollview
public nonisolated struct ScrollView<Content: View>: PrimitiveViewStub {
  /// A scroll view along `axes` —
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public nonisolated init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  let content: Content
}

/// `ScrollViewProxy` (iOS 14) — https://developer.apple.com/documentation/swiftui/scrollviewproxy
@available(iOS 14.0, *)
public struct ScrollViewProxy {
  weak var graph: ViewGraph?
  /// Scrolls to the view with an id —
  /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    nonisolated(unsafe) let id = AnyHashable(id)
    let graph = graph
    MainActor.assumeIsolated { graph?.scroll(to: id, anchor: anchor) }
  }
}

/// `ScrollViewReader` (iOS 14) — https://developer.apple.com/documentation/swiftui/scrollviewreader
@available(iOS 14.0, *)
public nonisolated struct ScrollViewReader<Content: View>: PrimitiveViewStub {
  /// Gives its content a proxy to scroll with —
  /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
  public nonisolated init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
  let content: (ScrollViewProxy) -> Content
}

/// `NavigationView` (deprecated in favour of `NavigationStack`, iOS 16) —
/// https://developer.apple.com/documentation/swiftui/navigationview
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
public nonisolated struct NavigationView<Content: View>: PrimitiveViewStub {
  /// A navigation view of `content` —
  /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
}

/// `NavigationStack` (iOS 16) — https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, *)
public nonisolated struct NavigationStack<Data, Root: View>: PrimitiveViewStub {
  let root: Root
}

@available(iOS 16.0, *)
extension NavigationStack where Data == [AnyHashable] {
  /// A stack with a root view —
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public nonisolated init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// `PreviewProvider`: the views Xcode's canvas shows —
/// https://developer.apple.com/documentation/swiftui/previewprovider
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// `Form` — https://developer.apple.com/documentation/swiftui/form
public nonisolated struct Form<Content: View>: PrimitiveViewStub {
  /// A form — https://developer.apple.com/documentation/swiftui/form/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
}

/// `Section` — https://developer.apple.com/documentation/swiftui/section
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: PrimitiveViewStub {
  /// A section with a header and a footer —
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  public nonisolated init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }
  let content: Content
  let header: Parent
  let footer: Footer
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer —
  /// https://developer.apple.com/documentation/swiftui/section/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header —
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer —
  /// https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

/// `ForEach` — https://developer.apple.com/documentation/swiftui/foreach
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>:
  PrimitiveViewStub
{
  /// A view per element, identified by a key path —
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.idPath = id
    self.content = content
  }
  let data: Data
  let idPath: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content
}

/// `Button` — https://developer.apple.com/documentation/swiftui/button
public nonisolated struct Button<Label: View>: PrimitiveViewStub {
  /// A button with a label —
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public nonisolated init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }
  let action: @MainActor () -> Void
  let label: Label
  /// The name of the role `init(_:role:action:)` gives the button (`ButtonRole`), if any.
  var roleName: String? = nil
}

extension Button where Label == Text {
  /// A button with a title —
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// `TextField` — https://developer.apple.com/documentation/swiftui/textfield
public nonisolated struct TextField<Label: View>: PrimitiveViewStub {
  let title: String
  let text: Binding<String>
  let vertical: Bool
  /// The selection binding of `init(_:text:selection:prompt:axis:)` (iOS 18), if made with one.
  var selection: TextFieldSelection? = nil
}

extension TextField where Label == Text {
  /// A text field with a title, not localized —
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, vertical: false)
  }
  /// A text field with a title and a prompt (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)
  @available(iOS 15.0, *)
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text, vertical: false)
  }
  /// A text field that grows along an axis (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz
  @available(iOS 16.0, *)
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title: String(title), text: text, vertical: axis == .vertical)
  }
  /// A text field with a prompt that grows along an axis (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)
  @available(iOS 16.0, *)
  public nonisolated init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title: String(title), text: text, vertical: axis == .vertical)
  }
}

/// `SecureField` — https://developer.apple.com/documentation/swiftui/securefield
public nonisolated struct SecureField<Label: View>: PrimitiveViewStub {
  let title: String
  let text: Binding<String>
}

extension SecureField where Label == Text {
  /// A secure field with a title, not localized —
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }
  /// A secure field with a title and a prompt (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)
  @available(iOS 15.0, *)
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text)
  }
}

/// `TextEditor` (iOS 14) — https://developer.apple.com/documentation/swiftui/texteditor
@available(iOS 14.0, *)
public nonisolated struct TextEditor: PrimitiveViewStub {
  /// A multi-line text editor —
  /// https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
  public nonisolated init(text: Binding<String>) { self.text = text }
  let text: Binding<String>
}

/// `withAnimation(_:_:)` — https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}
