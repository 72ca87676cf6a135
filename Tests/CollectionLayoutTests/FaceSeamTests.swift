import CompositionalLayoutEngine
import Foundation
import Testing

@testable import CollectionLayout

/// The layout description both faces share, used with no face at all: what a face puts in (its environment, its
/// own settings, its names for the engine's enumerations) is what comes out when the description compiles.
@MainActor
struct FaceSeamTests {
    /// A face's environment, as a face would make one for a container.
    private final class FaceEnvironment {
        let container: LayoutContainer
        init(container: LayoutContainer) { self.container = container }
    }

    private enum NameKey: FaceValueKey { typealias Value = String }
    private enum CountKey: FaceValueKey { typealias Value = Int }

    private func section(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: group)
    }

    @Test func aCustomGroupsProviderIsHandedTheEnvironmentTheFaceMakesForTheContainer() throws {
        var handed: [LayoutContainer] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            faceItemProvider: { environment in
                let face = environment as! FaceEnvironment
                handed.append(face.container)
                let half = face.container.contentSize.width / 2
                return [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 50, width: 10, height: 50), zIndex: 3),
                ]
            })
        let context = LayoutCompilationContext { FaceEnvironment(container: $0) }
        let spec = section(group).compile(in: context)
        guard case .custom(let provider) = spec.group.arrangement else {
            Issue.record("a custom group compiles to a custom arrangement, not \(spec.group.arrangement)")
            return
        }
        let container = LayoutContainer(contentSize: CGSize(width: 300, height: 100))
        let items = provider(container)
        #expect(handed == [container])
        #expect(
            items.map(\.frame) == [CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 0, y: 50, width: 10, height: 50)])
        #expect(items.map(\.zIndex) == [0, 3])
    }

    @Test func aSectionCompilesTheInsetsReferenceAndScrollingAFaceSet() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let section = section(group)
        #expect(section.insetsReference == .automatic && section.orthogonalScrolling == .none)
        section.insetsReference = .layoutMargins
        section.orthogonalScrolling = .groupPagingCentered
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let spec = section.compile(in: LayoutCompilationContext { FaceEnvironment(container: $0) })
        #expect(spec.contentInsetsReference == .layoutMargins)
        #expect(spec.orthogonalScrolling == .groupPagingCentered)
        #expect(spec.contentInsets == LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func faceValuesAreKeptByKeyAndNoKeyReadsAnother() {
        var values = FaceValues()
        #expect(values[NameKey.self] == nil)
        values[NameKey.self] = "list"
        values[CountKey.self] = 3
        #expect(values[NameKey.self] == "list")
        #expect(values[CountKey.self] == 3)
        values[NameKey.self] = nil
        #expect(values[NameKey.self] == nil)
        #expect(values[CountKey.self] == 3)
    }
}
