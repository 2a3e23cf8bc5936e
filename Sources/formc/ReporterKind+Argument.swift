import ArgumentParsing
import FormDiagnostics
import FormcGenerateCommand

/// `--reporter xcode|json|sarif|github`: the reporters by their raw values.
extension ReporterKind: ExpressibleByArgument {}
