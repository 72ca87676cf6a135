// The layout objects speak the geometry both faces share (NSDirectionalEdgeInsets, CGRect, IndexPath's items and
// sections); a face that imports this module gets it too.
@_exported import LayoutGeometry
