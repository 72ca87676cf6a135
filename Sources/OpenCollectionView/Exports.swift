// A UIKit app imports only OpenCollectionView; Foundation's CGRect, IndexPath and friends come with it,
// as they come with UIKit.
@_exported import Foundation
