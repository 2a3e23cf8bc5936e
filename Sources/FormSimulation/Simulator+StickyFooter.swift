import FormCompiler
import FormRuntime
import Foundation

extension Simulator {
  /// Adds the sticky footer the spec declares (`keyboard.stickyFooter`) to the inset container's
  /// bottom inset, as the runtime counts the views `formObstructingViews()` returns: the covered
  /// part of the container is the larger of the keyboard's and the footer's (from the footer's
  /// top to the container's bottom), the safe area counted once. With `insets` the footer rides
  /// on the keyboard over the container; with `automatic` the container ends at the keyboard and
  /// the footer covers its last points. `layoutGuide` and `none` leave it to the screen (the
  /// runtime counts no sticky view there), but the footer still hides what is under it
  /// (`measure`).
  func insetForStickyFooter(
    form: CheckedForm, screen: PreparedScreen, scene: SimulatedScene, lookup: Lookup
  ) {
    let avoidance = form.keyboardPlan.avoidance
    guard avoidance == .insets || avoidance == .automatic, let footerTop = screen.footerTop,
      let container = lookup.insetContainer, scene.layout.boxes[container] != nil
    else { return }
    let frame = scene.rootFrame(of: container)
    let overlap = max(0, min(frame.height, frame.maxY - footerTop))
    let safe = scene.safeAreaInsets(of: container)
    let inset = FormKeyboardGeometry.bottomInset(
      overlap: overlap, safeAreaBottom: safe.bottom, adjustsForSafeArea: scene.isVertical(container)
    )
    scene.keyboardInsets[container] = max(scene.keyboardInsets[container] ?? 0, inset)
  }
}
