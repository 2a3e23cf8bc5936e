// Generated from Templates/ by DefaultTemplatesTests. Do not edit; after changing a template
// run `FORMC_RECORD_SNAPSHOTS=all swift test --filter DefaultTemplatesTests`.

extension TemplateSet {
  /// The default templates, compiled in so that a lone `formc` binary works.
  static let defaultSources: [String: String] = [
    "Form+Keyboard.swift.mustache": ##"""
    {{header}}

    #if canImport(UIKit)
      import FormRuntime
      import UIKit

      {{declarations}}
    #endif

    """##,
    "Form.swift.mustache": ##"""
    {{header}}

    import FormRuntime
    {{#hasLocalization}}
    import Foundation
    {{/hasLocalization}}
    {{#observation}}
    import Observation
    {{/observation}}
    {{^observation}}

    #if canImport(Combine)
      import Combine
    #endif
    {{/observation}}

    {{declarations}}

    """##,
    "FormUITests.swift.mustache": ##"""
    {{header}}

    #if canImport(XCTest) && canImport(UIKit) && canImport(FormUITesting)
      import FormRuntime
      import FormUITesting
      import XCTest

      {{declarations}}
    #endif

    """##,
    "FormView.swift.mustache": ##"""
    {{header}}

    #if canImport(SwiftUI) && canImport(UIKit)
      import FormRuntime
      import SwiftUI

      {{declarations}}
    #endif

    """##,
  ]
}
