import OpenCollectionViewWeb
import Testing

@Suite struct StylesheetTests {
    @Test func theStylesheetShipsWithTheLibrary() {
        #expect(Stylesheet.css.contains(".ocv-window"))
    }
}
