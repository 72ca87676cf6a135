import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// `UIButton` as apps use it: titles, colours and images per state on a system button, configurations with their
/// colours, padding and corners, actions on a person's tap, and what hosts draw and send.
@MainActor
@Suite struct ButtonTests {
    /// A button laid out at its intrinsic size.
    func sized(_ button: UIButton) -> UIButton {
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    @Test func aSystemButtonDrawsItsTitleInTheTintAtFifteenPointsAndIsThirtyPointsTall() throws {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Sign In")
        #expect(label.font == UIFont.systemFont(ofSize: 15))
        #expect(label.textColor == button.tintColor)
        let text = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 32, height: max(text.height + 20, 30)))
        _ = sized(button)
        #expect(label.frame == CGRect(x: 16, y: (button.bounds.height - text.height) / 2, width: text.width, height: text.height))
    }

    @Test func titlesAndColoursFollowTheStateWithNormalAsTheFallback() throws {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemGreen, for: .selected)
        let label = try #require(button.titleLabel)
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(label.text == "Following")
        #expect(label.textColor == .systemGreen)
        button.isSelected = false
        button.isEnabled = false
        #expect(label.text == "Follow")
        #expect(label.textColor == .tertiaryLabel)
        #expect(button.title(for: .highlighted) == "Follow")
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        #expect(custom.titleLabel?.textColor == .white)
    }

    @Test func systemTypesDrawTheirSymbols() {
        #expect(UIButton(type: .close).currentImage?.systemName == "xmark.circle.fill")
        #expect(UIButton(type: .detailDisclosure).currentImage?.systemName == "info.circle")
        #expect(UIButton(type: .contactAdd).currentImage?.systemName == "plus.circle")
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test func aFilledConfigurationIsAWhiteTitleOnTheTintWithPaddingAndRoundedCorners() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = sized(UIButton(configuration: configuration))
        let label = try #require(button.titleLabel)
        let text = label.intrinsicContentSize
        #expect(label.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(label.textColor == .white)
        #expect(button.backgroundColor == button.tintColor)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 24, height: text.height + 14))
        #expect(label.frame.origin == CGPoint(x: 12, y: 7))
        #expect(button.layer.cornerRadius == 8)

        button.configuration?.cornerStyle = .capsule
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == button.bounds.height / 2)
        button.isEnabled = false
        #expect(label.textColor == .tertiaryLabel)
        #expect(button.backgroundColor == .tertiarySystemFill)
    }

    @Test func stylesAndRolesChooseTheColours() {
        func colors(_ configuration: UIButton.Configuration, role: UIButton.Role = .normal) -> (UIColor?, UIColor?) {
            var configuration = configuration
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            button.role = role
            return (button.titleLabel?.textColor, button.backgroundColor)
        }
        let tint = UIButton().tintColor!
        #expect(colors(.plain()) == (tint, nil))
        #expect(colors(.gray()) == (tint, .tertiarySystemFill))
        #expect(colors(.tinted()) == (tint, tint.withAlphaComponent(0.15)))
        #expect(colors(.filled(), role: .destructive) == (.white, .systemRed))
        #expect(colors(.plain(), role: .destructive) == (.systemRed, nil))
        var based = UIButton.Configuration.filled()
        based.baseBackgroundColor = .systemOrange
        based.baseForegroundColor = .black
        #expect(colors(based) == (.black, .systemOrange))
    }

    @Test func anImageSitsBeforeTheTitleAndASubtitleBelowIt() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.image = UIImage(systemName: "arrow.down.circle")
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        let button = sized(UIButton(configuration: configuration))
        let title = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        let imageSize = image.intrinsicContentSize
        let titleSize = title.intrinsicContentSize
        let subtitleSize = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12 MB" }).intrinsicContentSize
        let textWidth = max(titleSize.width, subtitleSize.width)
        let textHeight = titleSize.height + 2 + subtitleSize.height
        #expect(button.intrinsicContentSize == CGSize(
            width: 12 + imageSize.width + 8 + textWidth + 12, height: 7 + max(imageSize.height, textHeight) + 7))
        #expect(image.frame.minX == 12)
        #expect(title.frame.minX == 12 + imageSize.width + 8)

        // Right to left, the image is on the right.
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(image.frame.maxX == button.bounds.width - 12)
        #expect(title.frame.maxX == button.bounds.width - 12 - imageSize.width - 8)
    }

    @Test func aTapRunsThePrimaryActionOnceAndADisabledButtonIgnoresIt() {
        var runs: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in runs.append("save") })
        button.addAction(UIAction { _ in runs.append("touch up") }, for: .touchUpInside)
        #expect(button.currentTitle == "Save")
        button.hostDidTap()
        #expect(runs.sorted() == ["save", "touch up"])
        button.isEnabled = false
        button.hostDidTap()
        #expect(runs.count == 2)
    }

    @Test func theUpdateHandlerRestylesForTheState() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Like"
        let button = UIButton(configuration: configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = button.isSelected ? "Liked" : "Like"
            button.configuration?.image = UIImage(systemName: button.isSelected ? "heart.fill" : "heart")
        }
        #expect(calls == 1)
        button.isSelected = true
        #expect(button.titleLabel?.text == "Liked")
        #expect(button.imageView?.image?.systemName == "heart.fill")
        #expect(calls == 2)
    }

    @Test func hostsDrawAButtonAndSendItsTapsBack() throws {
        final class Screen: UIViewController {
            var taps = 0
            let button = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                button.setTitle("Refresh", for: .normal)
                button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .primaryActionTriggered)
                button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
                view.addSubview(button)
            }
        }
        let screen = Screen()
        let window = shownWindow(screen)
        let node = try #require(window.renderTree().screens[0].content.children.first { $0.viewClass == "UIButton" })
        #expect(node.content == .button(isEnabled: true, menu: .none))
        #expect(node.frame == CGRect(x: 20, y: 100, width: 120, height: 44))
        #expect(node.children.contains { child in
            if case .text(let text) = child.content { return text.text == "Refresh" && !child.isHidden }
            return false
        })
        let identity = try #require(node.identity)
        #expect(identity.hasPrefix("button-"))
        _ = window.handle(.tapButton(identity))
        #expect(screen.taps == 1)
        screen.button.isEnabled = false
        _ = window.handle(.tapButton(identity))
        #expect(screen.taps == 1)
        #expect(window.renderTree().screens[0].content.children.first { $0.viewClass == "UIButton" }?.content == .button(isEnabled: false, menu: .none))
    }
}
