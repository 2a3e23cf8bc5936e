import FormcGenerateCommand
import Foundation

AllocatorTuning.apply()
exit(FormcCommand.main(Array(CommandLine.arguments.dropFirst())))
