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
    /// (off screen, so not measured), the row shown next to or just before the input's own. The
    /// list brings the row on screen and creates it; once its frame is measured the region's
    /// scroll runs again, once (``FormRevealLayout/awaitedRegionMember``).
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
    /// identifier id, and then scrolls to that view" (the page above). A list also lets go of the
    /// rows that scroll out of view, and a focused text field in such a row loses the focus (and
    /// the keyboard goes down), so the screen scrolls only to a row that cannot push the input's
    /// own row out: the next or previous row shown of the same table (``isShownRow(_:beside:of:)``;
    /// its height cannot be known before the row is created, so a single such row taller than
    /// the visible area still could). The first such row is `realize`d (scrolled to with no
    /// anchor, the least), once per focus of the input (``FormRevealLayout/realizedRegion``); the
    /// region is worked out again once its frame is measured. A row farther away, and a row
    /// scrolled to already for this focus and still not measured, are left out, as a node that
    /// does not show is, until the user scrolls them on screen: nothing loops.
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
          Self.isShownRow(node, beside: field.rawValue, of: form)
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

    /// Whether `node` is the row shown just after or just before the row that holds `input`, in
    /// one of the form's tables as it shows now (its sections' and rows' `visibleWhen`,
    /// ``FormTableRows``), counting across its sections: the only row not created a scroll can
    /// bring on screen without pushing the input's own row off it (unless that one row is taller
    /// than the visible area, which cannot be known before it is created).
    static func isShownRow(_ node: String, beside input: String, of form: Form) -> Bool {
      Form.keyboardPlan.tables.contains { table in
        let rows = FormTableRows(table) { form.isVisible(node: $0) }
        guard let own = rows.indexPath(ofInput: input), let named = rows.indexPath(ofRow: node)
        else { return false }
        // The place of a row among all the rows the table shows, section after section.
        func place(_ path: IndexPath) -> Int {
          (0..<path[0]).reduce(path[1]) { $0 + rows.numberOfRows(inSection: $1) }
        }
        return abs(place(named) - place(own)) == 1
      }
    }
  }
#endif
