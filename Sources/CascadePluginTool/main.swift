// The tool as CascadePlugin runs it: the same commands as `cascade`, in an executable of its
// own because SwiftPM 6.3 cannot give a plugin used inside this package an executable that
// a product of another name also builds (swiftlang/swift-package-manager#8831).
import CascadeTool

CascadeCommandLine.runProcess()
