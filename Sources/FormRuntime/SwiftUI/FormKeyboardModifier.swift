#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Makes this view a form's screen: it owns the form's ``FormFocusCoordinator``, keeps
    /// `focus` and the form's session in step both ways, scrolls the focused input into view
    /// (inputs carry their `Field` as `id`: a ``FormTextField`` on its whole input, title and
    /// error message included, ``formField(_:of:focus:)`` on the control), dismisses
    /// the keyboard on scrolling as the spec's `keyboard.dismiss` says (below iOS 16 through a
    /// drag gesture, `interactive` as `onDrag`), shows the keyboard toolbar (Previous, Next, the
    /// title, Done) when the form has one (below iOS 16 as a bar at the bottom of the safe area,
    /// above the keyboard, while an input is focused), and runs `onSubmit` when a valid form
    /// submits.
    ///
    /// Apply it once per screen, to the content inside a `NavigationStack` or sheet: SwiftUI
    /// shows the keyboard toolbar items of every `toolbar` in the focused input's hierarchy, and
    /// the field modifiers add none, so the toolbar appears exactly once.
    @available(iOS 15.0, *)
    public func formKeyboard<Form: FormModel>(
      of form: Form, focus: FocusState<Form.Field?>.Binding, onSubmit: @escaping () -> Void = {}
    ) -> some View {
      modifier(
        FormKeyboardModifier(
          form: form, focus: focus, onSubmit: onSubmit, onSubmitAsync: nil,
          toolbar: form.focusedField.map { form.toolbarState(for: $0) }))
    }

    /// As ``formKeyboard(of:focus:onSubmit:)``, with the app's asynchronous submit (say, a
    /// request to its server), run after `onSubmit` when the form is valid: while it runs the form
    /// is submitting, its ``FormSubmitButton``s and the keyboard toolbar's submit show a
    /// `ProgressView` and are disabled (the environment's `formIsSubmitting`), and a second tap or
    /// Return does not submit again until it returns. `nil` is the synchronous screen.
    @available(iOS 15.0, *)
    public func formKeyboard<Form: FormModel>(
      of form: Form, focus: FocusState<Form.Field?>.Binding, onSubmit: @escaping () -> Void = {},
      onSubmitAsync: (@MainActor () async -> Void)?
    ) -> some View {
      modifier(
        FormKeyboardModifier(
          form: form, focus: focus, onSubmit: onSubmit, onSubmitAsync: onSubmitAsync,
          toolbar: form.focusedField.map { form.toolbarState(for: $0) }))
    }
  }

  /// The coordinator of the screen, passed down to the field modifiers.
  @available(iOS 15.0, *)
  struct FormCoordinatorKey: EnvironmentKey {
    static let defaultValue = FormCoordinatorBox()
  }

  /// A coordinator without its form's type (the environment holds one type per key), and the
  /// screen's VoiceOver focus (an `AccessibilityFocusState<Field?>.Binding`); the field modifiers
  /// cast them back.
  struct FormCoordinatorBox: @unchecked Sendable {
    // Only read and written on the main actor, by SwiftUI's views.
    weak var coordinator: AnyObject?
    var accessibilityFocus: Any?
    /// Ends editing (clears the screen's focus), for ``SwiftUI/View/formEndsEditingOnTap()``.
    var endEditing: (@MainActor () -> Void)?
    /// Where the screen's text inputs are placed, which they write as they appear.
    var revealLayout: FormRevealLayout?
    /// Whether the text inputs measure their frames into ``revealLayout`` (while a floating
    /// keyboard shows).
    var measuresInputFrames = false
    /// The space a ``FormScrollContent`` adds above and below its content so that the focused
    /// input can scroll clear of a floating keyboard past the content's ends (zero when none).
    var floatingKeyboardInset = FormEdgeInsets.zero
    /// The ``FormScrollToken`` of the scroll that takes ``floatingKeyboardInset``.
    var floatingKeyboardInsetScroll: ObjectIdentifier?
    /// The undocked, split or floating keyboard over the screen (global coordinates), if any:
    /// the growing text inputs take no more lines than fit beside it (``visibleHeight(_:frame:)``).
    var floatingKeyboard: CGRect?
    /// The `keyboard.spacing` the scroll clear of ``floatingKeyboard`` keeps above and below
    /// the input.
    var floatingKeyboardSpacing: CGFloat = 0

    /// The visible height a growing text input's lines are capped to, for a container of
    /// `height` points at `frame` (global coordinates): while a floating keyboard covers the
    /// container, the taller part above or below it
    /// (``FormTextViewGrowth/roomBeside(floatingKeyboard:in:)``) less the spacing kept above and
    /// below the input (the spacing inset of a docked keyboard is not between them), else
    /// `height`.
    func visibleHeight(_ height: CGFloat, frame: CGRect?) -> CGFloat {
      guard let floatingKeyboard, let frame,
        let beside = FormTextViewGrowth.roomBeside(floatingKeyboard: floatingKeyboard, in: frame)
      else { return height }
      return min(height, max(0, beside - 2 * max(0, floatingKeyboardSpacing)))
    }
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// The form coordinator of the enclosing `formKeyboard(of:focus:onSubmit:)`.
    var formCoordinator: FormCoordinatorBox {
      get { self[FormCoordinatorKey.self] }
      set { self[FormCoordinatorKey.self] = newValue }
    }
  }

  @available(iOS 15.0, *)
  struct FormKeyboardModifier<Form: FormModel>: ViewModifier {
    typealias Field = Form.Field

    @StateObject private var coordinator: FormFocusCoordinator<Form>
    /// The view model of this render: a new instance re-binds the coordinator (a `@StateObject`
    /// is created once per view identity, whatever its inputs,
    /// https://developer.apple.com/documentation/swiftui/stateobject).
    let form: Form
    /// Where VoiceOver's focus is; the session moves it to the first invalid input of a submit.
    @AccessibilityFocusState private var voiceOverFocus: Field?
    let focus: FocusState<Field?>.Binding
    let onSubmit: () -> Void
    /// The app's asynchronous submit, if the screen has one.
    let onSubmitAsync: (@MainActor () async -> Void)?
    /// Whether the app's asynchronous submit runs, as the coordinator last said.
    @State private var isSubmitting = false
    /// The toolbar's state for the focused input, read as the screen renders (so the toolbar
    /// follows visibility in both model modes).
    let toolbar: FormToolbarState?
    /// Whether the screen shows the elements generated UI tests read (on a UI test launch).
    @Environment(\.formShowsUITestProbes) private var showsUITestProbes
    /// How long each submit is held running on a UI test launch (`FORMC_SUBMIT_DELAY`, read once
    /// per process; ``SwiftUI/View/formUITestSubmitDelay(_:)``), as the UIKit controller's
    /// `uiTestSubmitDelay`.
    @Environment(\.formUITestSubmitDelay) private var uiTestSubmitDelay
    /// How many times the form submitted, for the UI test elements.
    @State private var submitCount = 0
    /// Posts the session's announcements so that VoiceOver's focus does not cut them off.
    @State private var announcer = FormVoiceOverAnnouncer()
    /// The placements of the screen's text inputs, for the scroll to the focused one.
    @State private var revealLayout = FormRevealLayout()
    /// The height of the screen's content, less the keyboard while it shows
    /// (``measuringVisibleHeight(_:)``); `nil` until measured.
    @State private var visibleHeight: CGFloat?
    /// The undocked, split or floating keyboard over the content (global coordinates), or `nil`.
    @State private var floatingKeyboard: CGRect?
    /// The space added above and below a ``FormScrollContent``'s content for the scroll clear of
    /// ``floatingKeyboard`` (only what that scroll needs past the content's ends).
    @State private var floatingKeyboardInset = FormEdgeInsets.zero
    /// The room below a `table` screen's `Form` for the scroll clear of ``floatingKeyboard``
    /// (``withFloatingKeyboardRoom(_:_:top:)``).
    @State private var floatingKeyboardRoom: CGFloat = 0
    /// The room above a `table` screen's `Form` for the scroll below ``floatingKeyboard``
    /// floating near the top (``withFloatingKeyboardRoom(_:_:top:)``).
    @State private var floatingKeyboardTopRoom: CGFloat = 0
    /// How far the content is lifted for an input in no scroll view under ``floatingKeyboard``
    /// (``withFloatingKeyboardLift(_:_:)``).
    @State private var floatingKeyboardLift: CGFloat = 0
    /// Follows the keyboard's frame, for ``floatingKeyboard``.
    @State private var keyboardObserver = FormFloatingKeyboardObserver()
    /// Counts the changes of the content's height while an input is focused (a message, a row
    /// shown or hidden: ``FormFocusCoordinator/contentWillChange``), so that the focused input is
    /// revealed again on the new layout (`onChange`).
    @State private var contentRevision = 0
    /// Counts the members of a reveal region measured after the screen scrolled to their `Form`
    /// rows (``FormRevealLayout/regionRetry``), so that the input's region scroll runs again on
    /// the next update (`onChange`), once every frame of the update that created the row is
    /// measured.
    @State private var regionRevision = 0

    init(
      form: Form, focus: FocusState<Field?>.Binding, onSubmit: @escaping () -> Void,
      onSubmitAsync: (@MainActor () async -> Void)?, toolbar: FormToolbarState?
    ) {
      _coordinator = StateObject(wrappedValue: FormFocusCoordinator(form: form))
      self.form = form
      self.focus = focus
      self.onSubmit = onSubmit
      self.onSubmitAsync = onSubmitAsync
      self.toolbar = toolbar
    }

    func body(content: Content) -> some View {
      // The submit handler of the latest render, not the first: the screen's closure may capture
      // state that changed since it appeared.
      coordinator.onSubmit = submitHandler
      // The hold waits on the coordinator's `uiTestSubmitSleep` of the moment it runs (a test's
      // clock once a test set one), not one read at this render.
      let coordinator = coordinator
      coordinator.onSubmitAsync = Self.holdingSubmit(onSubmitAsync, for: uiTestSubmitDelay) {
        [weak coordinator] in try await coordinator?.uiTestSubmitSleep($0)
      }
      let form = form
      let submitting = $isSubmitting
      coordinator.submittingDidChange = { submitting.wrappedValue = $0 }
      return ScrollViewReader { proxy in
        withUITestProbes(withToolbar(measuringVisibleHeight(avoiding(withRoom(content)))))
          .environment(\.formIsSubmitting, isSubmitting)
          .environment(
            \.formCoordinator,
            FormCoordinatorBox(
              coordinator: coordinator, accessibilityFocus: $voiceOverFocus,
              // The user's tap outside: a focus ending, not a write SwiftUI reverted.
              endEditing: { [focus, coordinator] in
                coordinator.userWillEndEditing()
                focus.wrappedValue = nil
              }, revealLayout: revealLayout,
              measuresInputFrames: floatingKeyboard != nil,
              floatingKeyboardInset: floatingKeyboardInset,
              floatingKeyboardInsetScroll: revealLayout.floatingKeyboardInsetScroll,
              floatingKeyboard: floatingKeyboard,
              floatingKeyboardSpacing: CGFloat(Form.keyboardPlan.spacing))
          )
          .onChange(of: focus.wrappedValue) { field in
            // Another focus (or none): the rows of a reveal region scrolled to for the last one
            // may be scrolled to again at the next (once per focus).
            if revealLayout.realizedRegion?.field != field.map({ AnyHashable($0) }) {
              revealLayout.realizedRegion = nil
            }
            coordinator.focusDidChange(to: field)
          }
          // The keyboard's safe area shrinks in an update after the focus change: the focused
          // input is revealed again on the area left above it (only if it does not show whole).
          .onChange(of: visibleHeight) { _ in
            revealLayout.awaitsUndockedLayout = false
            coordinator.visibleAreaDidChange()
          }
          // A floating keyboard came or moved: the focused input is cleared of it, once the
          // inputs measured their frames in this update.
          .onChange(of: floatingKeyboard) { keyboard in
            if keyboard != nil { coordinator.visibleAreaDidChange() }
          }
          // The room the scroll needs was added: the scroll itself, on the new layout.
          .onChange(of: floatingKeyboardInset) { inset in
            if inset != .zero { coordinator.visibleAreaDidChange() }
          }
          // The bar was lifted or let down while an input of a scroll is focused: that input's
          // scroll, on the new layout (an input in the bar is placed by the lift itself).
          .onChange(of: floatingKeyboardLift) { _ in
            guard floatingKeyboard != nil, let field = focus.wrappedValue,
              !Self.isUnscrolled(AnyHashable(field))
            else { return }
            coordinator.visibleAreaDidChange()
          }
          // The room below a `Form` changed: the scroll, on the new layout.
          .onChange(of: floatingKeyboardRoom) { _ in
            if floatingKeyboard != nil { coordinator.visibleAreaDidChange() }
          }
          // The room above a `Form` changed: the scroll, on the new layout.
          .onChange(of: floatingKeyboardTopRoom) { _ in
            if floatingKeyboard != nil { coordinator.visibleAreaDidChange() }
          }
          // A message or a row appeared or went while an input is focused: the focused input,
          // which content above it may have pushed under the keyboard, is revealed again on the
          // new layout ("perform an action when a specific value changes",
          // https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)).
          .onChange(of: contentRevision) { _ in coordinator.contentDidChange() }
          // A `Form` row of the focused input's reveal region, scrolled to because the list had
          // not created it, is measured: the region's scroll, once more, on the new layout.
          .onChange(of: regionRevision) { _ in
            let retry = revealLayout.regionRetry
            revealLayout.regionRetry = nil
            guard let field = coordinator.focusedField, retry == AnyHashable(field) else { return }
            coordinator.scrollTo?(field)
          }
          .onChange(of: ObjectIdentifier(form)) { _ in
            coordinator.rebind(to: form)
            coordinator.focusDidChange(to: focus.wrappedValue)
          }
          .onAppear {
            let focus = focus
            let layout = revealLayout
            let floatingInset = $floatingKeyboardInset
            let floatingRoom = $floatingKeyboardRoom
            let floatingTopRoom = $floatingKeyboardTopRoom
            let floatingLift = $floatingKeyboardLift
            let visible = $visibleHeight
            let revision = $contentRevision
            coordinator.contentWillChange = { revision.wrappedValue &+= 1 }
            let regionRevision = $regionRevision
            layout.regionMemberDidAppear = { regionRevision.wrappedValue &+= 1 }
            coordinator.scrollTo = { [weak coordinator = self.coordinator] field in
              // A floating keyboard over the input: the least scroll that shows it whole and
              // clear of the keyboard, placed with an anchor
              // (``FormKeyboardGeometry/revealedTop(of:in:clearing:spacing:)``).
              switch Self.floatingKeyboardScroll(to: AnyHashable(field), in: layout) {
              case .ordinary: break
              case .stays: return
              case .anchor(let anchor):
                withAnimation { proxy.scrollTo(field, anchor: anchor) }
                return
              case .inset(let inset, let scroll):
                // The content grows first; the scroll follows on it (`onChange` above).
                layout.floatingKeyboardInset = inset
                layout.floatingKeyboardInsetScroll = scroll
                floatingInset.wrappedValue = inset
                return
              case .room(let top, let bottom):
                // The Form's room grows or goes first; the scroll follows (`onChange` above).
                layout.floatingKeyboardRoom = bottom
                layout.floatingKeyboardTopRoom = top
                floatingRoom.wrappedValue = bottom
                floatingTopRoom.wrappedValue = top
                return
              case .lift(let lift):
                // The bar moves up or back down with its content; nothing scrolls.
                layout.floatingKeyboardLift = lift
                floatingLift.wrappedValue = lift
                return
              }
              // An input whose `reveal` names nodes: its region when it fits (else the input's
              // own scroll below, the input winning).
              switch Self.regionScroll(to: field, in: layout, form: coordinator?.form) {
              case .ordinary: break
              case .stays: return
              case .anchor(let id, let anchor):
                withAnimation { proxy.scrollTo(id, anchor: anchor) }
                return
              case .realize(let id):
                // A row the `Form` has not created, next to the input's own: the list brings it
                // on screen and creates it; once it is measured the region's scroll runs again
                // (`regionRevision`).
                layout.awaitedRegionMember = (AnyHashable(field), id)
                withAnimation { proxy.scrollTo(id) }
                return
              }
              // A text input whose whole (title, control, message) is taller than the visible
              // height above the keyboard, less the spacing inset kept while an input is focused,
              // reveals its control instead (``FormTextField/revealsControl(_:error:placement:visibleHeight:)``).
              let controlOnly =
                layout.isStacked[AnyHashable(field)].map { stacked in
                  FormTextField<Form>.revealsControl(
                    field, error: coordinator?.form.errors[field],
                    placement: stacked ? .stacked : .row,
                    visibleHeight: visible.wrappedValue.flatMap {
                      $0 > 0 ? max(0, $0 - Self.spacingInset(focused: true)) : nil
                    })
                } ?? false
              // No anchor: "scrolls the minimum amount to make the identified view wholly
              // visible", so a field already in view does not move
              // (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)).
              withAnimation {
                if controlOnly {
                  proxy.scrollTo(FormControlScrollID(field: field))
                } else {
                  proxy.scrollTo(field)
                }
              }
            }
            let announcer = announcer
            coordinator.announce = { announcer.announce($0) }
            let voiceOverFocus = $voiceOverFocus
            coordinator.accessibilityFocus = { field in
              if voiceOverFocus.wrappedValue != field { announcer.focusWillMove() }
              voiceOverFocus.wrappedValue = field
            }
            coordinator.onSubmit = submitHandler
            coordinator.rebind(to: form)
            // Last, so that a focus asked for before the screen appeared lands, scrolled to.
            coordinator.setFocus = { focus.wrappedValue = $0 }
            coordinator.screenDidAppear()
            coordinator.focusDidChange(to: focus.wrappedValue)
            let floating = $floatingKeyboard
            let observer = keyboardObserver
            keyboardObserver.keyboardWillChangeFrame = { frame in
              // The frame is the screen's: in the content's global coordinates first (a Stage
              // Manager, Split View or Slide Over window is not at the screen's origin).
              // Judged against the window, not the content: the notification comes "immediately
              // prior to a change in the keyboard's frame"
              // (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification),
              // so as a docked keyboard undocks the content still ends at the docked keyboard's
              // top, above a keyboard floating near the bottom (issue 30).
              let keyboard = layout.contentFrame.flatMap {
                Self.floatingKeyboard(
                  observer.globalFrame(ofScreenFrame: frame, contentFrame: $0),
                  over: observer.globalWindowBounds(contentFrame: $0))
              }
              let wasFloating = layout.floatingKeyboard != nil
              layout.floatingKeyboard = keyboard
              layout.awaitsUndockedLayout =
                keyboard != nil
                && Self.undocksFromContentBottom(
                  observer.beginFrame, observer: observer, layout: layout)
              floating.wrappedValue = keyboard
              // Undocked on a `table` screen: the `Form`'s visible area is held as it was until
              // the scroll clear of the keyboard worked out its room (`+FloatingRoom.swift`).
              if keyboard != nil, !wasFloating, let content = layout.contentFrame,
                case let window = observer.globalWindowBounds(contentFrame: content),
                let held = Self.undockedTableRoom(content: content, window: window)
              {
                layout.heldTableRoom = (held, window.maxY)
                layout.tableRoomTarget = nil
                layout.floatingKeyboardRoom = held
                floatingRoom.wrappedValue = held
              }
              // Docked or hidden: the frames and the room added for a floating keyboard go.
              if keyboard == nil {
                layout.frames = [:]
                layout.floatingKeyboardInset = .zero
                layout.floatingKeyboardInsetScroll = nil
                floatingInset.wrappedValue = .zero
                layout.floatingKeyboardRoom = 0
                layout.floatingKeyboardTopRoom = 0
                layout.topRoomInput = nil
                layout.heldTableRoom = nil
                layout.tableRoomTarget = nil
                floatingRoom.wrappedValue = 0
                floatingTopRoom.wrappedValue = 0
                layout.floatingKeyboardLift = 0
                layout.floatingKeyboardLiftKeyboard = nil
                floatingLift.wrappedValue = 0
              }
            }
            keyboardObserver.start()
          }
          .onDisappear {
            keyboardObserver.stop()
            coordinator.screenDidDisappear()
          }
      }
    }

    /// The part of a keyboard over the screen's content (its global frame) when the keyboard
    /// floats there (undocked, split or floating: its frame ends above the content's bottom,
    /// which a docked keyboard, at the screen's bottom, never does), else `nil`. Not with
    /// `keyboard.avoidance: none`, which leaves the keyboard to the screen.
    static func floatingKeyboard(_ frame: CGRect, over content: CGRect) -> CGRect? {
      guard Form.keyboardPlan.avoidance != .none else { return nil }
      return FormKeyboardGeometry.floatingKeyboardFrame(frame, screenBounds: content)
    }

    /// The scroll to `field` while a floating keyboard shows: `ordinary` when none shows or the
    /// input's frame is not measured, `stays` when the input shows whole and clear of the
    /// keyboard, else the anchor that puts it where
    /// ``FormKeyboardGeometry/revealedTop(of:in:clearing:spacing:)`` says. With an anchor `scrollTo`
    /// puts the point `anchor.y` of the view's height at `anchor.y` of the visible height
    /// ("setting anchor to top aligns the top of the identified view to the top of the scroll
    /// view",
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:);
    /// a `UnitPoint` is "the fraction of the view's size … measured from the view's origin",
    /// https://developer.apple.com/documentation/swiftui/unitpoint), so the anchor that puts the
    /// input's top at `top` is `(top - visible.minY) / (visible.height - input.height)`.
    ///
    /// A scroll past the content's ends needs room there, as the UIKit avoider adds insets: in a
    /// ``FormScrollContent`` (whose content frame is measured) the space above and below the
    /// content that the scroll needs, and no more, comes first (`inset`), and the scroll once it
    /// is laid out. A `Form` (a `table` screen) gets room above and below it instead
    /// (``tableRoom(for:at:top:in:layout:)``).
    static func floatingKeyboardScroll(to field: AnyHashable, in layout: FormRevealLayout)
      -> FormFloatingKeyboardScroll
    {
      // The scroll's visible area ends above the clear `keyboard.spacing` inset below it while an
      // input is focused (``spacingInset(focused:)``): "The modified view is inset by the height
      // of content, from edge"
      // (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
      // and the anchor is a fraction of that area's height, not of the measured content's.
      guard let keyboard = layout.floatingKeyboard, var input = layout.frames[field],
        let measured = layout.contentFrame
      else { return .ordinary }
      // A docked keyboard that ended the content just undocked: the frames are of the layout
      // before the content grows back, and a scroll worked out on them would land on the new one.
      if layout.awaitsUndockedLayout { return .stays }
      var visible = measured
      visible.size.height = max(0, measured.height - spacingInset(focused: true))
      // An input in no scroll view (a bar under the content): the content is lifted instead.
      if isUnscrolled(field) {
        layout.floatingKeyboardLiftKeyboard = keyboard
        return floatingKeyboardLift(for: input, in: visible, clearing: keyboard, layout: layout)
          .map { .lift($0) } ?? .stays
      }
      // An input of a scroll on a screen with a bar: the bar rides on the floating keyboard
      // whichever input is focused, as over a docked keyboard (and as the UIKit bar pinned to the
      // keyboard layout guide does); the scroll follows on the new layout.
      if let lift = barLift(in: visible, clearing: keyboard, layout: layout) {
        return .lift(lift)
      }
      // The scroll's visible area ends above the bar under it: lifted, the bar's input rides
      // `spacing` above the keyboard (its frame may be measured before the lift moved it).
      if let bar = barFrame(in: layout) {
        let barTop =
          layout.floatingKeyboardLift > 0.5
          ? keyboard.minY - CGFloat(Form.keyboardPlan.spacing) - bar.height : bar.minY
        if barTop > visible.minY, barTop < visible.maxY {
          visible.size.height = barTop - visible.minY
        }
      }
      // A scroll whose visible area grew (a docked keyboard undocked) holds its offset within
      // its content, which moves the input; the frames may be measured before that.
      if let (scroll, content) = layout.scrollContent(holding: input) {
        let shift = inRangeShift(of: content, in: visible)
        input.origin.y += shift
        // The inputs of that content move with it: the next scroll works from the same layout.
        layout.shift(framesIn: content, of: scroll, by: shift)
      }
      // A `Form`'s room held since a docked keyboard undocked, or asked for then.
      if layout.scrollContent(holding: input) == nil,
        let scroll = heldTableScroll(
          to: field, input: input, in: visible, clearing: keyboard, layout: layout)
      {
        return scroll
      }
      guard visible.height - input.height > 0.5 else { return .ordinary }
      let top = FormKeyboardGeometry.revealedTop(
        of: input, in: visible, clearing: keyboard, spacing: CGFloat(Form.keyboardPlan.spacing))
      guard abs(top - input.minY) > 0.01 else { return .stays }
      if let (scroll, content) = layout.scrollContent(holding: input) {
        // The offset the scroll asks for, from the top of the content without the added room,
        // and the most the content allows without it: the content as measured, less the room
        // it was measured with (an update older than the room asked for last, below iOS 16,
        // where the keyboard toolbar's bar comes with the focus and the frames lag the room).
        let added =
          layout.floatingKeyboardInsetScroll == scroll ? layout.floatingKeyboardInset : .zero
        let measuredWith = layout.scrollContentInsets[scroll] ?? added
        let offset = visible.minY - content.minY + (input.minY - top) - measuredWith.top
        let needed = FormEdgeInsets(
          top: max(0, -offset),
          bottom: Self.bottomRoom(
            offset: offset, contentHeight: content.height - measuredWith.vertical,
            visibleHeight: visible.height))
        if abs(needed.top - added.top) > 0.5 || abs(needed.bottom - added.bottom) > 0.5 {
          return .inset(needed, scroll: scroll)
        }
      } else if let room = tableRoom(
        for: field, at: input, top: top, in: visible, layout: layout)
      {
        // Room above: the scroll goes to this top once the room is laid out, wherever the list
        // put its rows meanwhile (``heldTableScroll(to:input:in:clearing:layout:)``).
        if abs(room.top - layout.floatingKeyboardTopRoom) > 0.5 {
          layout.tableRoomTarget = (field, top)
        }
        return .room(top: room.top, bottom: room.bottom)
      } else {
        // A `Form`'s visible area begins below the room above it and ends above the room below.
        visible.origin.y += layout.floatingKeyboardTopRoom
        visible.size.height -= layout.floatingKeyboardRoom + layout.floatingKeyboardTopRoom
        guard visible.height - input.height > 0.5 else { return .ordinary }
      }
      return .anchor(UnitPoint(x: 0.5, y: (top - visible.minY) / (visible.height - input.height)))
    }

    /// How far a scroll's content measured at `content` (global coordinates) moves down when its
    /// scroll, showing `visible`, brings an offset beyond the content's range back into it (up
    /// for an offset above the content's top); zero for an offset in range. A docked keyboard
    /// shrinks the scroll's visible area, which SwiftUI lays out inside the safe area that the
    /// keyboard's region takes from
    /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), and the
    /// scroll to an input low in the content takes an offset only that smaller area allows;
    /// undocked, the keyboard takes none of it, the area grows back, and the scroll view keeps
    /// its offset within the content (the offset "may extend before zero or beyond the content
    /// size when the content insets of the scroll view are non-zero or when rubber banding",
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset, and not
    /// otherwise), so the content moves down by the excess. The keyboard's
    /// notification comes "immediately prior to a change in the keyboard's frame"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification),
    /// and the frames the inputs measured can be of the layout before the area grew: the scroll
    /// clear of the floating keyboard works from where the content will be (issue 30), as the
    /// UIKit avoider brings its scroll into the content's range before clearing the keyboard.
    static func inRangeShift(of content: CGRect, in visible: CGRect) -> CGFloat {
      let offset = visible.minY - content.minY
      let most = max(0, content.height - visible.height)
      if offset > most + 0.5 { return offset - most }
      if offset < -0.5 { return offset }
      return 0
    }

    /// The app's asynchronous submit followed, on a UI test launch with `FORMC_SUBMIT_DELAY`
    /// (``FormUITestLaunch/submitDelay``), by a wait of `delay` seconds, so that the form stays
    /// submitting while a generated UI test taps the submit again. The wait is `sleep`'s
    /// (nanoseconds; the coordinator's `uiTestSubmitSleep`, `Task.sleep(nanoseconds:)` in an app).
    static func holdingSubmit(
      _ onSubmitAsync: (@MainActor () async -> Void)?, for delay: TimeInterval?,
      sleep: @escaping @MainActor (UInt64) async throws -> Void
    ) -> (@MainActor () async -> Void)? {
      guard let delay else { return onSubmitAsync }
      return {
        await onSubmitAsync?()
        try? await sleep(UInt64(delay * 1_000_000_000))
      }
    }

    /// The screen's `onSubmit`, counted for the UI test elements when they show.
    private var submitHandler: () -> Void {
      let onSubmit = onSubmit
      guard showsUITestProbes else { return onSubmit }
      let count = $submitCount
      return {
        count.wrappedValue += 1
        onSubmit()
      }
    }

    /// The content with the elements generated UI tests read laid over it, on a UI test launch
    /// (``FormUITestProbeOverlay``): the Return key of the focused text input as its field
    /// modifier gives it (`submitLabel`; `default` for Return), and the submits.
    @ViewBuilder
    private func withUITestProbes(_ content: some View) -> some View {
      if showsUITestProbes {
        let field = focus.wrappedValue
        let isText = field.map { [.field, .textView].contains(Form.schema[$0].kind) } ?? false
        content.overlay(alignment: .topLeading) {
          FormUITestProbeOverlay(
            returnKey: isText ? field.map { form.returnKey(for: $0) ?? .default } : nil,
            submits: submitCount)
        }
      } else {
        content
      }
    }

    /// The content as ``dismissing(_:)`` makes it, with the room a `table` screen's `Form` needs
    /// for a floating keyboard (``withFloatingKeyboardRoom(_:_:top:)``) and the lift of a bar in
    /// no scroll view (``withFloatingKeyboardLift(_:_:)``).
    private func withRoom(_ content: Content) -> some View {
      revealLayout.renderedFloatingKeyboardRoom = floatingKeyboardRoom
      revealLayout.renderedFloatingKeyboardTopRoom = floatingKeyboardTopRoom
      return withFloatingKeyboardLift(
        withFloatingKeyboardRoom(
          dismissing(content), floatingKeyboardRoom, top: floatingKeyboardTopRoom),
        floatingKeyboardLift)
    }

    /// The content with its visible height in the environment (`formVisibleHeight`), which caps
    /// the lines of its growing text inputs while the keyboard is up (``FormTextField``), on every
    /// screen: a `scroll` screen's ``FormScrollContent`` measures its scroll itself (and its
    /// value wins inside it), a `table` screen's `Form` (or a screen built by hand) is measured
    /// here. A `GeometryReader` in the content's background reads the content's size ("The size
    /// of the container view", https://developer.apple.com/documentation/swiftui/geometryproxy/size;
    /// a background is laid out in the view it is behind,
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)),
    /// without changing the content's layout as a reader around it would (a reader fills the
    /// space offered and places its content at the top leading corner). The content is laid out
    /// inside the safe area, which the software keyboard's region takes from while it shows
    /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), and inside
    /// the bottom bar of the keyboard toolbar below iOS 16 (`safeAreaInset`, applied outside).
    /// The height is kept in state as the reader reports it on appearing and on each change.
    ///
    /// The reader is outside the clear inset that keeps `keyboard.spacing` above the keyboard
    /// (``avoiding(_:)``), so that its height changes with the keyboard alone (the inset grows
    /// with the focus, before the keyboard shows: ``FormFocusCoordinator/visibleAreaDidChange()``
    /// must not take it for the keyboard). The content is laid out inside that inset ("The
    /// vertical edge of the view to inset by the height of `content`",
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l),
    /// so the height it is given is the reader's less the inset, as a `GeometryReader` inside it
    /// (``FormScrollContent``'s) reads it.
    private func measuringVisibleHeight(_ content: some View) -> some View {
      let height = $visibleHeight
      let layout = revealLayout
      let coordinator = coordinator
      let inset = Self.spacingInset(focused: focus.wrappedValue != nil)
      // Beside a floating keyboard, the taller part above or below it.
      var box = FormCoordinatorBox()
      box.floatingKeyboard = floatingKeyboard
      box.floatingKeyboardSpacing = CGFloat(Form.keyboardPlan.spacing)
      let visible = visibleHeight.map { box.visibleHeight($0, frame: layout.contentFrame) }
      return content.environment(\.formVisibleHeight, visible.map { max(0, $0 - inset) })
        .background {
          GeometryReader { proxy in
            Color.clear
              .onAppear {
                layout.contentFrame = proxy.frame(in: .global)
                height.wrappedValue = proxy.size.height
              }
              .onChange(of: proxy.frame(in: .global)) {
                layout.contentFrame = $0
                Self.contentFrameDidChange(layout: layout, coordinator: coordinator)
              }
              .onChange(of: proxy.size.height) { height.wrappedValue = $0 }
          }
        }
        // The window's view for the keyboard's screen-space frame (``FormKeyboardFrameAnchor``).
        .background { FormKeyboardFrameAnchor(observer: keyboardObserver) }
    }

    /// The content as `keyboard.avoidance` and `keyboard.spacing` say.
    ///
    /// `none`: the screen handles the keyboard itself, so the content ignores the keyboard's
    /// region of the safe area at the bottom
    /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)): by
    /// default "the SwiftUI layout system sizes and positions views to avoid" it, and with it
    /// ignored nothing moves or shrinks when the keyboard shows (``FormFocusCoordinator`` does not
    /// scroll the focused input above it either; the keyboard toolbar's bar below iOS 16, applied
    /// outside, still rides on the keyboard).
    ///
    /// Otherwise SwiftUI lays the content out above the keyboard, the keyboard being a region of
    /// the safe area (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard);
    /// while an input is focused a clear inset of `spacing` points at the bottom of the safe area
    /// ("The modified view is inset by the height of content, from edge",
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby)
    /// keeps that much between the keyboard and the content, so the scroll to the focused input
    /// (`scrollTo`, which makes it "wholly visible") leaves it at least `spacing` above the
    /// keyboard, as the UIKit screen does. It takes no taps and VoiceOver skips it. The
    /// condition is the form's type, so the content keeps its identity.
    @ViewBuilder
    private func avoiding(_ content: some View) -> some View {
      let spacing = CGFloat(Form.keyboardPlan.spacing)
      if Form.keyboardPlan.avoidance == .none {
        content.ignoresSafeArea(.keyboard, edges: .bottom)
      } else if spacing > 0 {
        content.safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: Self.spacingInset(focused: focus.wrappedValue != nil))
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      } else {
        content
      }
    }

    /// The height of the clear inset ``avoiding(_:)`` keeps above the keyboard: `keyboard.spacing`
    /// while an input is focused, unless `keyboard.avoidance` is `none`.
    static func spacingInset(focused: Bool) -> CGFloat {
      guard focused, Form.keyboardPlan.avoidance != .none else { return 0 }
      return CGFloat(max(0, Form.keyboardPlan.spacing))
    }

    /// The content with the keyboard toolbar when the form has one. The condition sits outside the
    /// `toolbar` modifier: an `if` inside a toolbar builder needs `ToolbarContentBuilder.buildIf`,
    /// which is iOS 16.0+ (https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)).
    ///
    /// Below iOS 16 a keyboard toolbar shows only inside a navigation container (issue 28, seen on
    /// devices), and a screen cannot tell whether it is in one; so there the same items sit in a
    /// bar at the bottom of the safe area while an input is focused
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
    /// which is just above the keyboard, the keyboard being a region of the safe area
    /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard). Never both,
    /// so the items show once.
    @ViewBuilder
    private func withToolbar(_ content: some View) -> some View {
      if Form.schema.hasToolbar {
        if #available(iOS 16.0, *), FormSwiftUISystem.showsKeyboardToolbarAnywhere {
          // The focused input's own items (`toolbar` on the input), else the form's: one group
          // on the screen, which is in every input's ancestry, whose items follow the focus. An
          // input without a toolbar gets no group at all (`buildIf`, iOS 16.0+).
          content.toolbar {
            if !shownItems.isEmpty {
              ToolbarItemGroup(placement: .keyboard) { toolbarItems }
            }
          }
        } else {
          content.safeAreaInset(edge: .bottom, spacing: 0) {
            if toolbar != nil, !shownItems.isEmpty {
              HStack { toolbarItems }
                .padding(.horizontal, 16)
                .frame(minHeight: 44)
            }
          }
        }
      } else {
        content
      }
    }

    /// The content with the scroll dismissal of `keyboard.dismiss`: `scrollDismissesKeyboard`
    /// from iOS 16 (https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)).
    /// Before it a scroll never dismisses the keyboard, so unless the spec says `none` a drag
    /// gesture seen alongside the scroll view's own
    /// (https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:))
    /// clears the focus as soon as the drag moves (`interactive` as `on-drag`: SwiftUI has no
    /// interactive dismissal before iOS 16). Not while a text view has the focus: it is a
    /// `TextEditor` there, which scrolls its own text, and a gesture seen alongside sees the drags
    /// inside it too, so scrolling the text would close the keyboard; the gesture cannot tell
    /// those from a drag of the page, so the toolbar's Done ends that editing.
    @ViewBuilder
    private func dismissing(_ content: Content) -> some View {
      if Form.keyboardPlan.dismissMode == .onTap {
        tapDismissing(content)
      } else if #available(iOS 16.0, *), FormSwiftUISystem.hasScrollDismissesKeyboard {
        content.scrollDismissesKeyboard(Self.dismissMode(Form.keyboardPlan.dismissMode))
      } else if Form.keyboardPlan.dismissMode != .none {
        let focus = focus
        let coordinator = coordinator
        content.simultaneousGesture(
          DragGesture().onChanged { _ in
            guard let field = focus.wrappedValue, Form.schema[field].kind != .textView else {
              return
            }
            coordinator.userWillEndEditing()
            focus.wrappedValue = nil
          })
      } else {
        content
      }
    }

    /// `keyboard.dismiss: onTap`: a tap outside the inputs ends editing, on every version. The
    /// tap gesture is attached to the whole screen with `gesture(_:including:)`, "with a lower
    /// precedence than gestures defined by the view"
    /// (https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)), so a tap
    /// on a text field, a button, a toggle or a picker stays theirs (a tap into another field
    /// moves the focus there; a button runs and the keyboard stays, as the UIKit screen's
    /// recognizer ignores controls) and only a tap on a label or the empty space is the
    /// screen's. Scrolling never dismisses (`scrollDismissesKeyboard(.never)` from iOS 16; no
    /// drag gesture below it).
    ///
    /// Not on a form in a `table`: its `Form` covers the screen with rows, and Apple documents
    /// the precedence of a gesture attached around them only against "gestures defined by the
    /// view", not against the selection of a list's rows (a `NavigationLink`, a navigation-style
    /// or inline `Picker`), so a gesture on the `Form` might take those taps. There the generated
    /// screen attaches the tap to the views that have no tap of their own instead, its section
    /// headers and footers and its labels (``SwiftUI/View/formEndsEditingOnTap()``); formc's
    /// checker says when an input has none of them beside it (`no-return-key`,
    /// `text-view-without-toolbar`).
    @ViewBuilder
    private func tapDismissing(_ content: Content) -> some View {
      if Form.keyboardPlan.tables.isEmpty {
        let focus = focus
        let coordinator = coordinator
        let tap = TapGesture().onEnded {
          coordinator.userWillEndEditing()
          focus.wrappedValue = nil
        }
        if #available(iOS 16.0, *), FormSwiftUISystem.hasScrollDismissesKeyboard {
          content.scrollDismissesKeyboard(.never).gesture(tap)
        } else {
          content.gesture(tap)
        }
      } else if #available(iOS 16.0, *), FormSwiftUISystem.hasScrollDismissesKeyboard {
        content.scrollDismissesKeyboard(.never)
      } else {
        content
      }
    }

    @available(iOS 16.0, *)
    private static func dismissMode(_ mode: FormKeyboardPlan.DismissMode)
      -> ScrollDismissesKeyboardMode
    {
      switch mode {
      case .interactive: return .interactively
      case .onDrag: return .immediately
      case .onTap, .none: return .never
      }
    }

    /// The items of the toolbar the focused input shows: its own, else the form's (the form's
    /// while nothing is focused).
    private var shownItems: [FormToolbarItem] {
      form.focusedField.map { Form.toolbarItems(for: $0) } ?? Form.toolbarItems
    }

    /// Previous, Next, flexible space (with the title at the first), Done and the form's submit
    /// (placed `keyboardToolbar`), as the schema lists them for the focused input.
    @ViewBuilder
    private var toolbarItems: some View {
      let state =
        toolbar ?? FormToolbarState(previousEnabled: false, nextEnabled: false, title: nil)
      let labels = FormToolbarLabels(coordinator.session.strings)
      let items = shownItems
      ForEach(Array(items.enumerated()), id: \.offset) { index, item in
        switch item {
        case .previous:
          Button(action: coordinator.previous) { Image(systemName: "chevron.up") }
            .disabled(!state.previousEnabled)
            .accessibilityLabel(labels.previous)
            .accessibilityIdentifier(FormAccessibilityIdentifier.previous)
        case .next:
          Button(action: coordinator.next) { Image(systemName: "chevron.down") }
            .disabled(!state.nextEnabled)
            .accessibilityLabel(labels.next)
            .accessibilityIdentifier(FormAccessibilityIdentifier.next)
        case .flexibleSpace:
          Spacer()
          if index == items.firstIndex(of: .flexibleSpace), let title = state.title {
            Text(title).font(.footnote).foregroundColor(.secondary)
              .accessibilityAddTraits(.isHeader)
            Spacer()
          }
        case .done:
          Button(labels.done, action: coordinator.done).font(.body.weight(.semibold))
            .accessibilityIdentifier(FormAccessibilityIdentifier.done)
        case .submit:
          // The form's submit placed in the keyboard toolbar: the path Return on the last input
          // takes, enabled as the spec's `enabled` says for this render's values.
          // Its title follows the app flags (`when`), read from the model in this render.
          if let submit = Form.schema.actions.submit {
            let coordinator = coordinator
            let title = form.actionTitle(.submit)
            Button(action: { _ = coordinator.submit() }) {
              if isSubmitting { ProgressView() } else { Text(title) }
            }
            .font(.body.weight(.semibold))
            .disabled(isSubmitting || !form.isSubmitEnabled(submit.enabled))
            .accessibilityLabel(Text(title))
            .accessibilityIdentifier(submit.identifier)
          }
        }
      }
    }
  }
#endif
