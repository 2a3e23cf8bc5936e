#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// A form's vertical scroll: its children in a leading-aligned column, `spacing` apart, inside
  /// the side margins and the top and bottom padding of ``FormLayoutMetrics``, the sizes
  /// `formc simulate` estimates the generated screen with.
  ///
  /// The side margin is chosen from the width inside the safe area
  /// (``FormLayoutMetrics/sideMargin(forWidth:)``), read with a `GeometryReader`, which fills the
  /// space offered as a `ScrollView` does. Its height, which the software keyboard's part of the
  /// safe area takes from while it shows, caps the lines of the growing text inputs inside while
  /// the keyboard is up (``FormTextField``); beside an undocked or floating keyboard, which takes
  /// nothing of the safe area, the taller part of it above or below the keyboard does.
  @available(iOS 15.0, *)
  public struct FormScrollContent<Content: View>: View {
    private let spacing: CGFloat
    private let metrics: FormLayoutMetrics
    private let content: Content
    /// The screen's coordinator box: the room added for a floating keyboard, and whether the
    /// content's frame is measured (``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``).
    @Environment(\.formCoordinator) private var box
    /// This scroll's identity for the screen's reveal layout.
    @State private var token = FormScrollToken()

    /// A scroll of `content`; `spacing` defaults to the metrics' item spacing.
    public init(
      spacing: CGFloat? = nil, metrics: FormLayoutMetrics = .standard,
      @ViewBuilder content: () -> Content
    ) {
      self.spacing = spacing ?? metrics.itemSpacing
      self.metrics = metrics
      self.content = content()
    }

    /// The room added above and below the content for a floating keyboard, when this scroll
    /// holds the input that needs it.
    private var floatingKeyboardInset: FormEdgeInsets {
      box.floatingKeyboardInsetScroll == ObjectIdentifier(token) ? box.floatingKeyboardInset : .zero
    }

    /// The scroll view.
    public var body: some View {
      GeometryReader { proxy in
        ScrollView {
          VStack(alignment: .leading, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, metrics.sideMargin(forWidth: proxy.size.width))
            // The room the scroll clear of a floating keyboard needs past the content's ends
            // (zero without one).
            .padding(.top, metrics.scrollPadding + floatingKeyboardInset.top)
            .padding(.bottom, metrics.scrollPadding + floatingKeyboardInset.bottom)
            .background {
              if box.measuresInputFrames {
                FormInputFrameReader(
                  field: nil, scroll: ObjectIdentifier(token), inset: floatingKeyboardInset,
                  layout: box.revealLayout)
              }
            }
        }
        // The visible height, less the keyboard while it shows: a growing text input takes no
        // more lines than fit in it (``FormTextField``).
        // Beside a floating keyboard, the taller part above or below it.
        .environment(
          \.formVisibleHeight,
          box.visibleHeight(proxy.size.height, frame: proxy.frame(in: .global))
        )
        // Its inputs are stacked: each title above its input (``FormInputStyle``).
        .environment(\.formInputPlacement, .stacked)
      }
    }
  }
#endif
