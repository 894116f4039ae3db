// A generated theme function called without the theme its tokens lie over.
// compiled-with: Tests/CascadeToolTests/Generated/DesignTokens.swift
// expect-first-error: 6:38: missing argument for parameter 'extending' in call
import CascadeViews

let theme: Theme = Theme.brandTokens()
