import FormCompiler
import FormSpec

extension Scenario {
  /// Whether the spec's `presentations` include this scenario's: a form sheet needs `sheet`, a
  /// popover `popover`; full screen and the Stage Manager windows need `fullScreen`, or `sheet`
  /// on a device without form sheets (an iPhone's sheet spans the screen's width). A spec without
  /// `presentations` is shown every way.
  public func shows(_ form: CheckedForm) -> Bool {
    guard let allowed = form.presentations else { return true }
    switch presentation {
    case .formSheet: return allowed.contains(.sheet)
    case .popover: return allowed.contains(.popover)
    case .fullScreen, .stageManagerSmall, .stageManagerHalf:
      return allowed.contains(.fullScreen)
        || (allowed.contains(.sheet) && device.formSheet == nil)
    }
  }
}
