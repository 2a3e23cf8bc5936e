#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The scroll id of a ``FormTextField``'s control (its text field, secure field or text view),
  /// apart from the `Field` its whole input carries: a type of its own, so that it never equals
  /// a `Field` or another view's id ("The identity of the view",
  /// https://developer.apple.com/documentation/swiftui/view/id(_:), any `Hashable`).
  struct FormControlScrollID<Field: Hashable>: Hashable {
    /// The input the control belongs to.
    let field: Field
  }

  /// Whether each ``FormTextField`` of a screen is stacked (its title above it) or a `Form`'s row
  /// (its title leading the row), as it last appeared: the screen's scroll to an input reads it to tell whether
  /// the whole input fits above the keyboard (``FormTextField/revealsControl(_:error:placement:visibleHeight:)``).
  /// Held by ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)`` and written by the text fields
  /// through the environment's coordinator box.
  @MainActor
  final class FormRevealLayout {
    /// Whether each input a ``FormTextField`` shows is stacked (`true`) or a row, by its `Field`
    /// (a `Bool`: `FormInputStyleConfiguration.Placement` is iOS 15, the box holding this is not).
    var isStacked: [AnyHashable: Bool] = [:]
    /// The frame of each text input (title and message included) in the global coordinate
    /// space, by its `Field`, measured only while a floating keyboard shows
    /// (``FormCoordinatorBox/measuresInputFrames``).
    var frames: [AnyHashable: CGRect] = [:]
    /// The frame of each member of a reveal region in the global coordinate space, measured
    /// while it shows: an input whose `reveal` names nodes, by its `Field`, and each node it
    /// names, by its ``FormRevealScrollID`` (``FormRegionFrameReader``).
    var regionFrames: [AnyHashable: CGRect] = [:]
    /// The input whose reveal region the screen last worked out, and the members it scrolled to
    /// for it because the `Form` had not created their rows (`FormRegionScroll.realize`): each
    /// is scrolled to once per focus of the input.
    var realizedRegion: (field: AnyHashable, members: Set<AnyHashable>)?
    /// The member scrolled to last for the input's region because its row was not created, and
    /// the input: once the member's frame is measured, the input becomes ``regionRetry`` and
    /// ``regionMemberDidAppear`` runs, once.
    var awaitedRegionMember: (field: AnyHashable, member: AnyHashable)?
    /// The input whose region scroll runs again, once, now that the member awaited is measured.
    var regionRetry: AnyHashable?
    /// Asks for ``regionRetry``'s region scroll again, on the next update (when the frames of
    /// this one are all measured).
    var regionMemberDidAppear: (() -> Void)?
    /// The frame of the screen's content in the global coordinate space (the scroll's visible
    /// area, the keyboard's docked part left out), as last measured.
    var contentFrame: CGRect?
    /// The undocked, split or floating keyboard over the content, in the global coordinate
    /// space, or `nil` (``FormFloatingKeyboardObserver``).
    var floatingKeyboard: CGRect?
    /// The frame of each ``FormScrollContent``'s content (its column, padding included) in the
    /// global coordinate space, by the scroll's ``FormScrollToken``, measured while a floating
    /// keyboard shows: where each scroll is and how far it can go.
    var scrollContentFrames: [ObjectIdentifier: CGRect] = [:]
    /// The room (``floatingKeyboardInset``) each scroll content of ``scrollContentFrames`` had
    /// when it was measured: a frame can be a layout older than the room asked for since (the
    /// readers report after the update that asked), so the content without the room is the
    /// measured frame less the room it was measured with.
    var scrollContentInsets: [ObjectIdentifier: FormEdgeInsets] = [:]
    /// The space added above and below one scroll's content for the floating keyboard, and that
    /// scroll's ``FormScrollToken``.
    var floatingKeyboardInset = FormEdgeInsets.zero
    var floatingKeyboardInsetScroll: ObjectIdentifier?
    /// The room below a `Form`'s content (a `table` screen's) for the scroll clear of a
    /// floating keyboard (`FormKeyboardModifier+FloatingRoom.swift`).
    var floatingKeyboardRoom: CGFloat = 0
    /// The room below a `Form` that the screen's last render laid out (``floatingKeyboardRoom``
    /// is the room asked for, which lands an update later).
    var renderedFloatingKeyboardRoom: CGFloat = 0
    /// The room above a `Form`'s content (a `table` screen's) for the scroll below a keyboard
    /// floating near the top (`FormKeyboardModifier+FloatingRoom.swift`).
    var floatingKeyboardTopRoom: CGFloat = 0
    /// The room above a `Form` that the screen's last render laid out.
    var renderedFloatingKeyboardTopRoom: CGFloat = 0
    /// The input the room above a `Form` was last grown for, and its top as measured then.
    var topRoomInput: (field: AnyHashable, top: CGFloat)?
    /// The room held below a `Form` since a docked keyboard undocked, before the scroll clear of
    /// the floating keyboard worked out the room it needs, and the global bottom the content
    /// ends at undocked (the window's); `nil` when none is held
    /// (`FormKeyboardModifier+FloatingRoom.swift`).
    var heldTableRoom: (room: CGFloat, contentBottom: CGFloat)?
    /// The input of a `Form` and the top it goes to once the room asked for it is laid out, or
    /// `nil` (`FormKeyboardModifier+FloatingRoom.swift`).
    var tableRoomTarget: (field: AnyHashable, top: CGFloat)?
    /// How far the content is lifted off the screen's bottom for an input in no scroll view
    /// under a floating keyboard (`FormKeyboardModifier+FloatingLift.swift`).
    var floatingKeyboardLift: CGFloat = 0
    /// The keyboard frame ``floatingKeyboardLift`` was last worked out for, or `nil`.
    var floatingKeyboardLiftKeyboard: CGRect?
    /// Whether a docked keyboard whose region of the safe area ended the content has just
    /// undocked, so that the frames measured are of the layout before the content grows back
    /// (`FormKeyboardModifier+Undock.swift`): the scroll clear of the floating keyboard waits
    /// for the new layout.
    var awaitsUndockedLayout = false

    /// Records a reveal region member's frame (``regionFrames``); when it is the member awaited
    /// (``awaitedRegionMember``), the wait ends and ``regionMemberDidAppear`` runs.
    func measureRegionMember(_ key: AnyHashable, frame: CGRect?) {
      regionFrames[key] = frame
      guard frame != nil, let awaited = awaitedRegionMember, awaited.member == key else { return }
      awaitedRegionMember = nil
      regionRetry = awaited.field
      regionMemberDidAppear?()
    }

    /// The innermost measured scroll content holding `frame` (the smallest that spans it), and
    /// its token.
    func scrollContent(holding frame: CGRect) -> (ObjectIdentifier, CGRect)? {
      scrollContentFrames.filter { _, content in
        content.minY <= frame.minY + 0.5 && content.maxY >= frame.maxY - 0.5
      }.min { $0.value.height < $1.value.height }.map { ($0.key, $0.value) }
    }
  }

  /// The identity of a ``FormScrollContent`` for the screen's ``FormRevealLayout`` (a
  /// `@State` object lives as long as the view, https://developer.apple.com/documentation/swiftui/state).
  @MainActor
  final class FormScrollToken {}

  /// Measures a text input's frame in the global coordinate space into the screen's
  /// ``FormRevealLayout`` while a floating keyboard shows: a `GeometryReader` in the input's
  /// background reads the bounds of the input it is behind ("The size of the container view",
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size; the background is
  /// laid out in the view's bounds,
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)),
  /// converted with `frame(in: .global)`
  /// (https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw), on
  /// appearing and at each change (a scroll moves it).
  @available(iOS 15.0, *)
  struct FormInputFrameReader: View {
    /// The input's `Field`, or `nil` for a ``FormScrollContent``'s content
    /// (``FormRevealLayout/scrollContentFrames``, under ``scroll``).
    let field: AnyHashable?
    /// The scroll whose content it is, without a `field`.
    var scroll: ObjectIdentifier? = nil
    /// The room added to that scroll's content in the layout it measures
    /// (``FormRevealLayout/scrollContentInsets``).
    var inset = FormEdgeInsets.zero
    /// Where the frame goes.
    let layout: FormRevealLayout?

    var body: some View {
      let field = field
      let scroll = scroll
      let layout = layout
      let inset = inset
      GeometryReader { proxy in
        Color.clear
          .onAppear { Self.store(proxy.frame(in: .global), field, scroll, inset, layout) }
          .onChange(of: proxy.frame(in: .global)) { Self.store($0, field, scroll, inset, layout) }
      }
    }

    private static func store(
      _ frame: CGRect, _ field: AnyHashable?, _ scroll: ObjectIdentifier?, _ inset: FormEdgeInsets,
      _ layout: FormRevealLayout?
    ) {
      if let field {
        layout?.frames[field] = frame
      } else if let scroll {
        layout?.scrollContentFrames[scroll] = frame
        layout?.scrollContentInsets[scroll] = inset
      }
    }
  }

  @available(iOS 15.0, *)
  extension FormTextField {
    /// The height of the whole input as ``DefaultFormInputStyle`` lays it out with its fewest
    /// lines (a text view's as capped in `visibleHeight` while the keyboard is up): the title stacked above it and the space under it (none where it leads a `Form`'s
    /// row), the control (a field at least the control height and a body line; a text view its
    /// spec's fewest lines at the body line height, inside its padding, and a `TextEditor`'s own
    /// inset below iOS 16), then the error message and the space above it. The same figures the
    /// growing text input's line cap counts (``FormTextViewGrowth``); an app's own input style
    /// may lay the input out otherwise.
    @MainActor
    static func wholeHeight(
      _ field: Form.Field, error: String?, placement: FormInputStyleConfiguration.Placement,
      visibleHeight: CGFloat?
    ) -> CGFloat {
      let metrics = FormLayoutMetrics.standard
      let input = Form.schema[field]
      let title = FormTextViewGrowth.titleHeight(
        title: input.title, placement: placement, spacing: metrics.errorSpacing)
      let control: CGFloat
      if input.kind == .textView, input.traits?.secure != true {
        // A growing `TextField` from iOS 16, a `TextEditor` with its own inset before it.
        var inset = metrics.textViewInset + FormTextViewGrowth.textEditorInset
        if #available(iOS 16.0, *), FormSwiftUISystem.hasVerticalTextField {
          inset = metrics.textViewInset
        }
        // Its fewest lines as the keyboard's cap leaves them (``FormTextField``'s line range).
        let lines = FormTextViewGrowth.lineRange(
          input.lines ?? 1...5, visibleHeight: visibleHeight, keyboardIsUp: visibleHeight != nil,
          spacing: 0, inset: inset,
          companionHeight: FormTextViewGrowth.companionHeight(
            error: error, spacing: metrics.errorSpacing) + title)
        control = CGFloat(max(1, lines.lowerBound)) * FormTextViewGrowth.bodyLineHeight + 2 * inset
      } else {
        control = max(metrics.controlHeight, FormTextViewGrowth.bodyLineHeight)
      }
      return title + control
        + FormTextViewGrowth.companionHeight(error: error, spacing: metrics.errorSpacing)
    }

    /// Whether the screen's scroll to the input reveals its control alone rather than the whole
    /// input: when the whole (``wholeHeight(_:error:placement:visibleHeight:)``) is taller than the visible
    /// height above the keyboard (less `keyboard.spacing`). `scrollTo` with no anchor "scrolls the
    /// minimum amount to make the identified view wholly visible"
    /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)),
    /// and Apple documents no position for a view taller than the scroll view: on a phone in
    /// landscape at the largest text sizes the title's top could show and the field end under the
    /// keyboard. The least scroll that shows the control wholly keeps the field, where the user
    /// types, in view (from below, its bottom at the visible area's bottom, as much of the title
    /// above it as fits). `false` without a measured height (`nil` or zero).
    @MainActor
    static func revealsControl(
      _ field: Form.Field, error: String?, placement: FormInputStyleConfiguration.Placement,
      visibleHeight: CGFloat?
    ) -> Bool {
      // No height yet (nothing laid out: a `GeometryReader` reads a zero size) is no measure.
      guard let visibleHeight, visibleHeight > 0 else { return false }
      return wholeHeight(field, error: error, placement: placement, visibleHeight: visibleHeight)
        > visibleHeight + 0.001
    }
  }
#endif
