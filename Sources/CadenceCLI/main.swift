// The `cadence` executable: a thin shell over CadenceCommandLine, which tests
// call in process.
import CadenceCommandLine
import Foundation

exit(CadenceCommand.main(Array(CommandLine.arguments.dropFirst())))
