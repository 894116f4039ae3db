// The toolchain's Swift Testing declares a cross-import overlay for UIKit, which the compiler
// loads in any test file that imports both. On Apple platforms the SDK has it (attachments of
// UIKit's images); on Linux, where UIKit is the declaration stub, this empty module stands in
// for it, so that CascadeUIKitTests can import Testing beside the stub.
