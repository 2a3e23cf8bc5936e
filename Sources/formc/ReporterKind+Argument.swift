import ArgumentParsing
import FormSpec

/// `--reporter xcode|json|sarif|github`: the reporters by their raw values.
extension ReporterKind: ExpressibleByArgument {}
