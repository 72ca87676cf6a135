import CompositionalLayoutEngine
import Foundation
import Testing

@Suite struct PixelGridTests {
    @Test func flooringKeepsValuesAHairBelowAPixel() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.floor(350 * (1.0 / 3)) == 350.0 / 3)
        #expect(grid.floor(87.5) == 262.0 / 3)
        #expect(grid.floor(337.6) == 1012.0 / 3)
        #expect(grid.floor(78) == 78)
    }

    @Test func roundingIsPerComponentAndHalvesGoAwayFromZero() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(0.25) == 0.5)
        #expect(grid.round(-0.25) == -0.5)
        #expect(grid.round(CGRect(x: 0.2, y: 0.3, width: 10.26, height: 4.74)) == CGRect(x: 0, y: 0.5, width: 10.5, height: 4.5))
    }

    @Test(arguments: [0.0, -2.0, .nan, .infinity])
    func unusableScalesCountAsOne(scale: Double) {
        #expect(PixelGrid(scale: CGFloat(scale)).scale == 1)
        #expect(PixelGrid(scale: CGFloat(scale)).floor(10.7) == 10)
    }
}
