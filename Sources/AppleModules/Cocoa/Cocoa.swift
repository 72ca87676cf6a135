// `import Cocoa`, on Linux: AppKit and Foundation, as on a Mac — what this package implements of AppKit
// (`import OpenCollectionViewAppKit`). Declared in Package.swift on Linux only: on a Mac, `import Cocoa` is Apple's.
@_exported import OpenCollectionViewAppKit
