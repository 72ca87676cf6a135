import CompositionalLayoutEngine
import Foundation

// Small builders so that each test reads like the layout it describes.

func fw(_ fraction: CGFloat) -> LayoutDimension { .fractionalWidth(fraction) }
func fh(_ fraction: CGFloat) -> LayoutDimension { .fractionalHeight(fraction) }
func pt(_ points: CGFloat) -> LayoutDimension { .absolute(points) }
func est(_ points: CGFloat) -> LayoutDimension { .estimated(points) }

func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: LayoutInsets = .zero,
          edges: LayoutEdgeSpacing = .none) -> LayoutElementSpec {
    .item(ItemSpec(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges))
}

func insets(_ all: CGFloat) -> LayoutInsets {
    LayoutInsets(top: all, leading: all, bottom: all, trailing: all)
}

func group(_ arrangement: GroupSpec.Arrangement, _ width: LayoutDimension, _ height: LayoutDimension,
           _ subitems: [LayoutElementSpec], spacing: LayoutSpacing? = nil) -> GroupSpec {
    GroupSpec(arrangement: arrangement, size: LayoutSize(width: width, height: height), subitems: subitems,
              interItemSpacing: spacing)
}

func solve(_ sections: [SectionInput], size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
           configuration: LayoutConfigurationSpec = LayoutConfigurationSpec(),
           margins: LayoutInsets = .zero) -> LayoutSolution {
    LayoutSolution(
        configuration: configuration, sections: sections,
        environment: LayoutEnvironment(containerSize: size, displayScale: scale, layoutMargins: margins,
                                       readableContentInsets: margins))
}

func solve(_ section: SectionSpec, items: Int, size: CGSize = CGSize(width: 390, height: 844),
           scale: CGFloat = 3, configuration: LayoutConfigurationSpec = LayoutConfigurationSpec()) -> LayoutSolution {
    solve([SectionInput(spec: section, itemCount: items)], size: size, scale: scale, configuration: configuration)
}

/// A rectangle whose values, written to three decimals in the tests, are snapped to the pixel grid the
/// way the engine's output is; an expectation that is off by a pixel or more still fails.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3) -> CGRect {
    let grid = PixelGrid(scale: scale)
    return grid.round(CGRect(x: x, y: y, width: width, height: height))
}

/// Every item frame of a solution, materialised the slow way for comparisons.
func allFrames(_ solution: LayoutSolution, section: Int = 0) -> [CGRect] {
    (0..<solution.sections[section].itemCount).compactMap { solution.frameForItem(section: section, item: $0) }
}
