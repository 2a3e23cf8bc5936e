import Foundation

exit(FormcCommand.main(Array(CommandLine.arguments.dropFirst())))
