#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The scroll id of a node an input's `reveal` names (``FormKeyboardPlan/Input/reveals``): a
  /// type of its own, so that it never equals a `Field` or another view's id ("The identity of
  /// the view", https://developer.apple.com/documentation/swiftui/view/id(_:), any `Hashable`).
  struct FormRevealScrollID: Hashable {
    /// The node's id in the spec.
    let node: String
  }

  @available(iOS 15.0, *)
  extension View {
    /// Marks the view as the spec's node `id` that an input's `reveal` names (a CAPTCHA picture
    /// above its field): while that input is focused and the view shows, the screen's scroll to
    /// the input brings the view into view with it when both fit above the keyboard
    /// (``FormKeyboardPlan/Input/reveals``). The generated SwiftUI screen applies it; the view
    /// gets a scroll id of its own, and its frame is measured while it shows.
    public func formRevealed(_ id: String) -> some View {
      modifier(FormRevealedNodeModifier(id: id))
    }
  }

  /// Gives a revealed node its scroll id and measures its frame into the screen's
  /// ``FormRevealLayout`` (``FormRevealLayout/regionFrames``).
  @available(iOS 15.0, *)
  struct FormRevealedNodeModifier: ViewModifier {
    /// The node's id in the spec.
    let id: String
    @Environment(\.formCoordinator) private var box

    func body(content: Content) -> some View {
      content
        .background {
          FormRegionFrameReader(
            key: AnyHashable(FormRevealScrollID(node: id)), layout: box.revealLayout)
        }
        .id(FormRevealScrollID(node: id))
    }
  }

  /// Measures the frame of a member of a reveal region (an input whose `reveal` names nodes, or
  /// such a node) in the global coordinate space into ``FormRevealLayout/regionFrames``, on
  /// appearing and at each change (a scroll moves it), as ``FormInputFrameReader`` does, and
  /// takes it out when the view goes (a node hidden by its `visibleWhen` leaves the region:
  /// "adds an action to perform after this view disappears",
  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)). A `Form` row
  /// the screen scrolled to because the list had not created it reports its first frame to the
  /// screen (``FormRevealLayout/measureRegionMember(_:frame:)``).
  @available(iOS 15.0, *)
  struct FormRegionFrameReader: View {
    /// The member: its `Field`, or a node's ``FormRevealScrollID``.
    let key: AnyHashable
    /// Where the frame goes.
    let layout: FormRevealLayout?

    var body: some View {
      let key = key
      let layout = layout
      GeometryReader { proxy in
        Color.clear
          .onAppear { layout?.measureRegionMember(key, frame: proxy.frame(in: .global)) }
          .onChange(of: proxy.frame(in: .global)) { layout?.measureRegionMember(key, frame: $0) }
          .onDisappear { layout?.measureRegionMember(key, frame: nil) }
      }
    }
  }
#endif
