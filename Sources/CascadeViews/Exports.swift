@_exported public import Cascade
