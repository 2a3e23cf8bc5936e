import ArgumentParsing
import FormDiagnostics

/// `--reporter xcode|json|sarif|github`: the reporters by their raw values.
extension ReporterKind: ExpressibleByArgument {}
