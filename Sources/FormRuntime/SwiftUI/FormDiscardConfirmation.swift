#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  extension FormModel {
    /// The tap on a cancel with `confirmDiscard`: while the form ``asksToDiscard`` (it has
    /// changes), sets `isAsking` so the screen's ``SwiftUI/View/formDiscardConfirmation(of:isPresented:onDiscard:strings:)``
    /// asks Discard Changes or Keep Editing; otherwise runs `onCancel` at once.
    @available(iOS 15.0, *)
    public func cancel(asking isAsking: Binding<Bool>, onCancel: () -> Void) {
      if asksToDiscard {
        isAsking.wrappedValue = true
      } else {
        onCancel()
      }
    }
  }

  extension View {
    /// Asks before the form's cancel discards changes (`actions.cancel.confirmDiscard`): while
    /// `isPresented`, a confirmation dialog
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb)
    /// offers Discard Changes (destructive role, runs `onDiscard`) and Keep Editing (cancel
    /// role, keeps the form as it is); and while the form ``FormModel/asksToDiscard``, a sheet
    /// showing this view is not dismissed by a swipe down
    /// (https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)).
    /// The titles are FormRuntime's own words (``FormRuntimeStrings/Key/discardChanges``,
    /// ``FormRuntimeStrings/Key/keepEditing``), in the app's language.
    @available(iOS 15.0, *)
    public func formDiscardConfirmation<Form: FormModel>(
      of form: Form, isPresented: Binding<Bool>, onDiscard: @escaping () -> Void,
      strings: FormRuntimeStrings = .current
    ) -> some View {
      confirmationDialog(
        strings[.discardChanges], isPresented: isPresented, titleVisibility: .hidden
      ) {
        Button(strings[.discardChanges], role: .destructive) { onDiscard() }
        Button(strings[.keepEditing], role: .cancel) {}
      }
      .interactiveDismissDisabled(form.asksToDiscard)
    }
  }
#endif
