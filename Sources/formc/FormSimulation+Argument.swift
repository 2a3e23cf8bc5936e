import ArgumentParsing
import FormSimulation

/// `--orientation portrait|landscape`.
extension Orientation: ExpressibleByArgument {}

/// `--keyboard docked|predictive|hardware|undocked|floating`.
extension KeyboardState: ExpressibleByArgument {}

/// `--presentation fullScreen|formSheet|popover|stageManagerSmall|stageManagerHalf`.
extension Presentation: ExpressibleByArgument {}
