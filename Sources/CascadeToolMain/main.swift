// The `cascade` executable: the tool's commands live in CascadeTool, where tests run them
// in-process; this file only connects them to the process's arguments, streams and status.
import CascadeTool
import Foundation

var output = ToolOutput()
let status = CascadeCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: &output)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(status.rawValue)
