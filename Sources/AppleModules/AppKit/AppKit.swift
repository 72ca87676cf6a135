// `import AppKit`, on Linux: the module a Mac file imports, giving what this package implements of AppKit under
// AppKit's name — everything `import OpenCollectionViewAppKit` gives — so that the file compiles with no line
// changed but its `@IBOutlet` attributes. Declared in Package.swift on Linux only: on a Mac, `import AppKit` is
// Apple's.
@_exported import OpenCollectionViewAppKit
