/// A way the form's screen is shown (`presentations`), so that `formc simulate` checks those and
/// not the others.
public enum ScreenPresentation: String, SpecWord {
  /// Full screen (also inside a Stage Manager window).
  case fullScreen
  /// A sheet: a form sheet on iPad; on iPhone a sheet spans the screen's width, simulated as full
  /// screen.
  case sheet
  /// A popover on iPad.
  case popover
}
