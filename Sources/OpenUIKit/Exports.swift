// UIKit code names CGRect, IndexPath and friends without importing Foundation, as it does with UIKit; the geometry
// UIKit shares with AppKit (NSDirectionalEdgeInsets, CGAffineTransform, IndexPath's items) comes with it.
@_exported import LayoutGeometry
// The misuse policy (Diagnostics.policy, DiagnosticPolicy) governs the views' misuse reports as much as the
// collection view's, so an app importing only OpenUIKit sets it too.
@_exported import CollectionDiagnostics
