#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The scroll to an input whose `reveal` names nodes (``FormKeyboardPlan/Input/reveals``).
  @available(iOS 15.0, *)
  enum FormRegionScroll: Equatable {
    /// The region does not fit above the keyboard, or is not measured: the input's ordinary
    /// scroll (the input wins).
    case ordinary
    /// The region shows whole already: no scroll.
    case stays
    /// `scrollTo` this id with this anchor: the region's top member at the top of the visible
    /// area, or its bottom member at the bottom.
    case anchor(AnyHashable, UnitPoint)
    /// `scrollTo` this id with no anchor: a member that is a `Form` row the list has not created
    /// (off screen, so not measured). The list brings the row on screen and creates it; once its
    /// frame is measured the region's scroll runs again, once
    /// (``FormRevealLayout/awaitedRegionMember``).
    case realize(AnyHashable)
  }

  @available(iOS 15.0, *)
  extension FormKeyboardModifier {
    /// The scroll to `field` that reveals its reveal region, the input with the nodes its
    /// `reveal` names that show (their frames measured by ``FormRegionFrameReader``), in the
    /// scroll's visible area above the clear `keyboard.spacing` inset (``spacingInset(focused:)``).
    ///
    /// When the region is taller than that area it is `ordinary`: the input is revealed alone, as
    /// without `reveal`. When it shows whole, `stays`. Otherwise the least scroll that shows it:
    /// a region above the area's top puts its top member's top there (`scrollTo` with the `top`
    /// anchor "aligns the top of the identified view to the top of the scroll view",
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)),
    /// one below the area's bottom puts its bottom member's bottom there (the `bottom` anchor).
    /// A floating keyboard is cleared by the input alone: `ordinary` while one shows.
    ///
    /// A named node that is a row of a `table` shown now (`form`'s visibility) but not measured
    /// is a row the `Form` has not created: a list "lazily … loads and displays rows" as they
    /// scroll into view
    /// (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks),
    /// so an off-screen row has no frame. Its id is still in the list's content, and `scrollTo`
    /// "Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier id, and then scrolls to that view" (the page above): the first such row is
    /// `realize`d (scrolled to with no anchor, the least), once per focus of the input
    /// (``FormRevealLayout/realizedRegion``); the region is worked out again once its frame is
    /// measured. A row scrolled to already for this focus and still not measured is left out, as
    /// a node that does not show is: nothing loops.
    static func regionScroll(to field: Field, in layout: FormRevealLayout, form: Form? = nil)
      -> FormRegionScroll
    {
      guard layout.floatingKeyboard == nil,
        let reveals = Form.keyboardPlan.input(field.rawValue)?.reveals, !reveals.isEmpty,
        let input = layout.regionFrames[AnyHashable(field)], let measured = layout.contentFrame
      else { return .ordinary }
      var members: [(id: AnyHashable, frame: CGRect)] = [(AnyHashable(field), input)]
      let focus = AnyHashable(field)
      if layout.realizedRegion?.field != focus { layout.realizedRegion = (focus, []) }
      for node in reveals {
        let id = AnyHashable(FormRevealScrollID(node: node))
        if let frame = layout.regionFrames[id] {
          members.append((id, frame))
        } else if let form, layout.realizedRegion?.members.contains(id) == false,
          Self.isShownTableRow(node, of: form)
        {
          layout.realizedRegion?.members.insert(id)
          return .realize(id)
        }
      }
      guard members.count > 1 else { return .ordinary }
      var visible = measured
      visible.size.height = max(0, measured.height - spacingInset(focused: true))
      let region = members.dropFirst().reduce(input) { $0.union($1.frame) }
      let tolerance: CGFloat = 0.5
      guard region.height <= visible.height + tolerance else { return .ordinary }
      if region.minY < visible.minY - tolerance,
        let top = members.min(by: { $0.frame.minY < $1.frame.minY })
      {
        return .anchor(top.id, .top)
      }
      if region.maxY > visible.maxY + tolerance,
        let bottom = members.max(by: { $0.frame.maxY < $1.frame.maxY })
      {
        return .anchor(bottom.id, .bottom)
      }
      return .stays
    }

    /// Whether `node` is a row of one of the form's tables that shows now (its section's and its
    /// own `visibleWhen` hold): the rows the `Form` lists, created or not.
    static func isShownTableRow(_ node: String, of form: Form) -> Bool {
      Form.keyboardPlan.tables.contains { table in
        FormTableRows(table) { form.isVisible(node: $0) }.indexPath(ofRow: node) != nil
      }
    }
  }
#endif
