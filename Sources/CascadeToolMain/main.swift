// The `cascade` executable: the tool's commands live in CascadeTool, where tests run them
// in-process; this file only hands them the process.
import CascadeTool

CascadeCommandLine.runProcess()
