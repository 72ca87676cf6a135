import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Misuse is reported with UIKit's message under the diagnostics policy; the layout stays usable.
/// (Each test records the reports of its own task: the process-wide policy stays untouched.)
@MainActor
@Suite struct BadInputTests {
    func layout(badSection: @escaping @MainActor () -> NSCollectionLayoutSection?) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in index == 1 ? badSection() : rowsSection() }
    }

    /// Lays out three sections of which the middle one is bad, and checks the other two are untouched.
    func expectMiddleSectionLaysOutNothing(_ layout: UICollectionViewCompositionalLayout) {
        let host = HostedLayout(layout, counts: [2, 3, 1])
        #expect(host.frame(0, section: 1) == nil)
        #expect(host.frame(1, section: 0) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(host.frame(0, section: 2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 132))
        #expect(host.collectionView.visibleCells.count == 3)
    }

    @Test(arguments: [
        (CGFloat(0), "Invalid absolute dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site. (value: 0)"),
        (CGFloat(-4), "Invalid absolute dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site. (value: -4)"),
        (CGFloat.nan, "Invalid absolute dimension: nan. The dimension must be a finite value."),
        (CGFloat.infinity, "Invalid absolute dimension: inf. The dimension must be a finite value."),
    ])
    func unusableDimensionsAreReportedWhereMadeAndWhereUsed(value: CGFloat, message: String) {
        let (_, diagnostics) = Diagnostics.recording {
            expectMiddleSectionLaysOutNothing(layout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(value), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            })
        }
        #expect(diagnostics.first == .error("NSCollectionLayoutDimension.absolute(_:)", message))
        #expect(diagnostics.dropFirst().map(\.operation) == ["UICollectionViewCompositionalLayout.prepare()"])
        #expect(diagnostics.last?.message == "section 1 lays out nothing: \(message)")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func fractionalAndEstimatedDimensionsHaveTheirOwnMessages() {
        let (_, diagnostics) = Diagnostics.recording {
            _ = NSCollectionLayoutDimension.fractionalWidth(.nan)
            _ = NSCollectionLayoutDimension.fractionalHeight(0)
            _ = NSCollectionLayoutDimension.estimated(-1)
            _ = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: .infinity)
            _ = NSCollectionLayoutDimension.fractionalWidth(0.5)
        }
        #expect(diagnostics.map(\.description) == [
            "NSCollectionLayoutDimension.fractionalWidth(_:): Invalid fractional width: nan. The fraction must be a finite value.",
            "NSCollectionLayoutDimension.fractionalHeight(_:): Invalid fractional height dimension, must be > 0.0. NOTE: This "
                + "will be a hard-assert soon, please update your call site. (value: 0)",
            "NSCollectionLayoutDimension.estimated(_:): Invalid estimated dimension, must be > 0.0. NOTE: This will be a "
                + "hard-assert soon, please update your call site. (value: -1)",
            "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:): Invalid uniform across siblings dimension: inf. "
                + "The dimension must be a finite value.",
        ])
    }

    @Test func aGroupWithoutSubitems() {
        let (_, diagnostics) = Diagnostics.recording {
            expectMiddleSectionLaysOutNothing(layout {
                NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: []))
            })
        }
        #expect(diagnostics == [
            .error("NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)", "At least 1 subitem is required for a group."),
            .error("UICollectionViewCompositionalLayout.prepare()", "section 1 lays out nothing: At least 1 subitem is required for a group."),
        ])
    }

    @Test(arguments: [0, -1])
    func aCountBelowOne(count: Int) {
        let (_, diagnostics) = Diagnostics.recording {
            expectMiddleSectionLaysOutNothing(layout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitem: item, count: count))
            })
        }
        let message = "Invalid count (\(count)) for a group: count must be >= 1."
        #expect(diagnostics == [
            .error("NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)", message),
            .error("UICollectionViewCompositionalLayout.prepare()", "section 1 lays out nothing: \(message)"),
        ])
    }

    @Test func aNilSectionForASectionWithItems() {
        let (_, diagnostics) = Diagnostics.recording {
            expectMiddleSectionLaysOutNothing(layout { nil })
        }
        #expect(diagnostics == [.error(
            "UICollectionViewCompositionalLayout.prepare()",
            "Invalid section definition. Please specify a valid section definition when content is to be rendered for a "
                + "section. This is a client error. (section 1 has 3 items)")])
    }

    @Test func aNilSectionWithoutItemsIsFine() {
        let (_, diagnostics) = Diagnostics.recording {
            let host = HostedLayout(layout { nil }, counts: [2, 0, 1])
            #expect(host.frame(0, section: 2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func insetsAlongAnEstimatedAxisAreIgnoredWithUIKitsWarning() {
        let (host, diagnostics) = Diagnostics.recording { () -> HostedLayout in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [item])
            return HostedLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.hasPrefix(
            "Attempting to add contentInsets to an item's dimension along an estimated axis. Insets along any estimated "
                + "axes will be ignored. Use the item's edgeSpacing or the containing group's interItemSpacing instead.") == true)
        #expect(host.frame(1) == CGRect(x: 10, y: 44, width: 370, height: 44))
    }

    @Test func aGroupWithNoRoomForItsInsets() {
        let (_, diagnostics) = Diagnostics.recording {
            expectMiddleSectionLaysOutNothing(layout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item])
                group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 300, bottom: 0, trailing: 300)
                return NSCollectionLayoutSection(group: group)
            })
        }
        #expect(diagnostics.map(\.message) == [
            "section 1 lays out nothing: There is no room for this NSCollectionLayoutGroup to fit into its parent group or "
                + "section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets "
                + "({0, 300, 0, 300}) do not result in a negative effectiveContentSize when applied to size: {390, 44}.",
        ])
    }

    @Test func dequeuingAnUnregisteredIdentifierIsAnErrorThatStillGivesACell() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewCompositionalLayout(section: rowsSection()))
        let (cell, diagnostics) = Diagnostics.recording {
            collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == "missing")
        #expect(diagnostics == [.error(
            "dequeueReusableCell(withReuseIdentifier:for:)",
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")])
    }

    @Test func registeringSomethingThatIsNotACell() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewCompositionalLayout(section: rowsSection()))
        let (_, diagnostics) = Diagnostics.recording {
            collectionView.register(UIView.self, forCellWithReuseIdentifier: "view")
        }
        #expect(diagnostics.map(\.operation) == ["register(_:forCellWithReuseIdentifier:)"])
    }

    @Test func askingForASectionThatDoesNotExist() {
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: rowsSection()), counts: [2])
        let (count, diagnostics) = Diagnostics.recording { host.collectionView.numberOfItems(inSection: 3) }
        #expect(count == 0)
        #expect(diagnostics == [.error(
            "numberOfItems(inSection:)", "section 3 is out of bounds: the collection view has 1 sections")])
    }

    @Test func inDebugBuildsMisuseTrapsByDefaultAsUIKitsExceptionsDo() async {
        #if DEBUG
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = NSCollectionLayoutDimension.absolute(0) }
        }
        #endif
    }
}
