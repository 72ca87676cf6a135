// `import UIKit`, on Linux: the module an iOS file imports, giving what this package implements of UIKit under
// UIKit's name — everything `import OpenCollectionView` gives (Foundation, the diffable snapshots and the misuse
// policy along with it), so that the file compiles with no line changed. Declared in Package.swift on Linux only:
// on Apple's systems `import UIKit` is Apple's.
@_exported import OpenCollectionView
