import OpenCollectionView

/// The sample's `SectionBackgroundDecorationView`, which Section Background Decoration registers with its
/// layout for its decoration kind. The collection view creates one per section background; the page draws it
/// (`DecorationDesign.sectionBackground`), so the class needs no drawing of its own.
final class SectionBackgroundDecorationView: UICollectionReusableView {}
