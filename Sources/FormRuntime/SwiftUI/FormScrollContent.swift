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
  /// the keyboard is up (``FormTextField``).
  @available(iOS 15.0, *)
  public struct FormScrollContent<Content: View>: View {
    private let spacing: CGFloat
    private let metrics: FormLayoutMetrics
    private let content: Content

    /// A scroll of `content`; `spacing` defaults to the metrics' item spacing.
    public init(
      spacing: CGFloat? = nil, metrics: FormLayoutMetrics = .standard,
      @ViewBuilder content: () -> Content
    ) {
      self.spacing = spacing ?? metrics.itemSpacing
      self.metrics = metrics
      self.content = content()
    }

    /// The scroll view.
    public var body: some View {
      GeometryReader { proxy in
        ScrollView {
          VStack(alignment: .leading, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, metrics.sideMargin(forWidth: proxy.size.width))
            .padding(.vertical, metrics.scrollPadding)
        }
        // The visible height, less the keyboard while it shows: a growing text input takes no
        // more lines than fit in it (``FormTextField``).
        .environment(\.formVisibleHeight, proxy.size.height)
        // Its inputs are stacked: each title above its input (``FormInputStyle``).
        .environment(\.formInputPlacement, .stacked)
      }
    }
  }
#endif
