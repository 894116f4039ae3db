@_exported public import Cascade
// Text stylesheets of the substitutes read through `StyleVocabulary.standard`, which is
// CascadeCSS's type: an app that imports the substitutes has the stylesheet API with them.
@_exported public import CascadeCSS
