// A UIKit app imports only OpenCollectionView; UIKit's views, screens and windows come with it, and with them
// Foundation's CGRect, IndexPath and friends, as they come with UIKit.
@_exported import OpenUIKit
// The compositional layout's description (NSCollectionLayoutItem, …, NSCollectionLayoutSection) is shared with
// AppKit's names; this module adds UIKit's own settings to it (contentInsetsReference, list sections, …).
@_exported import CollectionLayout
// The snapshot types (NSDiffableDataSourceSnapshot, NSDiffableDataSourceSectionSnapshot, the transactions)
// live in their own UI-free module; UIKit code names them without importing anything else.
@_exported import DiffableSnapshots
// The misuse policy (Diagnostics.policy, DiagnosticPolicy, Diagnostics.recording) is set by apps and tests
// that import nothing but OpenCollectionView, so its module comes along too.
@_exported import CollectionDiagnostics
