#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  extension FormScrollViewport {
    /// The viewport of a scroll view as it is now (its `adjustedContentInset` includes any
    /// keyboard inset already set), with its page size when paging is enabled, so revealing an
    /// input stops on a page.
    @available(iOS 13.0, *)
    @MainActor
    public init(scrollView: UIScrollView) {
      self.init(
        contentOffset: scrollView.contentOffset, boundsSize: scrollView.bounds.size,
        contentSize: scrollView.contentSize,
        adjustedContentInset: FormEdgeInsets(scrollView.adjustedContentInset),
        pageSize: scrollView.isPagingEnabled ? scrollView.bounds.size : nil)
    }
  }
#endif
