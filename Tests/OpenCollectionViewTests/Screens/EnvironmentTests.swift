import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// `UIScreen`, `UIDevice` and `UIApplication` as apps read them around collection views: the screen is the window in
/// charge, so code sizing itself from `UIScreen.main` in `viewDidLoad` sees the window (the page) it is made for.
@MainActor
@Suite struct EnvironmentTests {
    /// Notes what `UIScreen.main` and `UIDevice.current` say while its view loads.
    final class ScreenReader: UIViewController {
        var boundsAtLoad: CGRect?
        var idiomAtLoad: UIUserInterfaceIdiom?
        var orientationAtLoad: UIDeviceOrientation?

        override func viewDidLoad() {
            super.viewDidLoad()
            boundsAtLoad = UIScreen.main.bounds
            idiomAtLoad = UIDevice.current.userInterfaceIdiom
            orientationAtLoad = UIDevice.current.orientation
        }
    }

    @Test func aViewLoadingInAWindowSeesThatWindowAsTheScreen() {
        let phone = ScreenReader()
        let phoneWindow = shownWindow(phone, size: CGSize(width: 390, height: 844))
        let desktop = ScreenReader()
        _ = shownWindow(desktop, size: CGSize(width: 1280, height: 800))
        #expect(phone.boundsAtLoad == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(phone.idiomAtLoad == .phone)
        #expect(phone.orientationAtLoad == .portrait)
        #expect(desktop.boundsAtLoad == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(desktop.idiomAtLoad == .pad)
        #expect(desktop.orientationAtLoad == .landscapeLeft)
        // Outside any window's work, the key window (the one made key last) is in charge.
        #expect(UIScreen.main.bounds.size == CGSize(width: 1280, height: 800))
        #expect(!phoneWindow.isKeyWindow)
        phoneWindow.makeKey()
        #expect(UIScreen.main === phoneWindow.screen)
        #expect(UIApplication.shared.keyWindow === phoneWindow)
    }

    @Test func theScreenReportsItsWindowsScaleAndPixels() {
        let window = shownWindow(UIViewController(), size: CGSize(width: 390, height: 844))
        window.traitOverrides.displayScale = 2
        #expect(window.screen.scale == 2)
        #expect(window.screen.nativeScale == 2)
        #expect(window.screen.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(window.screen.traitCollection.displayScale == 2)
        window.frame.size = CGSize(width: 844, height: 390)
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        // Pixels portrait up, whatever the window's shape.
        #expect(window.screen.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
    }

    @Test func theApplicationListsItsLiveWindowsAndOpensNothing() throws {
        let window = shownWindow(UIViewController())
        #expect(UIApplication.shared.windows.contains { $0 === window })
        weak var gone: UIWindow?
        do {
            let temporary = UIWindow()
            gone = temporary
            #expect(UIApplication.shared.windows.contains { $0 === temporary })
        }
        #expect(gone == nil)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)

        let url = try #require(URL(string: "https://example.com/mountains"))
        var answered: Bool?
        let (_, diagnostics) = Diagnostics.recording {
            UIApplication.shared.open(url) { answered = $0 }
        }
        #expect(answered == false)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.description.contains("https://example.com/mountains") == true)
        #expect(!UIApplication.shared.canOpenURL(url))
    }

    @Test func theDeviceIsIOS() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(!UIDevice.current.systemVersion.isEmpty)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
    }
}
