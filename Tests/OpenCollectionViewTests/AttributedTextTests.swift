import Foundation
import Testing

@testable import OpenCollectionView
@testable import OpenUIKit

/// Attributed text as labels and list content draw it: the attributes that cover the whole string over the label's
/// own, one style per text.
@MainActor
@Suite struct AttributedTextTests {
    static let centred: NSParagraphStyle = {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        return style
    }()

    @Test func aLabelTakesAttributesOverTheWholeText() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Sale", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed, .paragraphStyle: Self.centred,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .underlineStyle: NSUnderlineStyle([.double, .patternDot]),
        ])
        #expect(label.text == "Sale")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 24))
        #expect(label.textColor == .systemRed)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        guard case .text(let text) = label.renderNode().content else {
            Issue.record("the label draws no text"); return
        }
        #expect(text.isUnderlined && text.isStruckThrough)
        #expect(text.font == UIFont.boldSystemFont(ofSize: 24))
        // Read back as UIKit gives it: the label's style as attributes.
        let read = try #require(label.attributedText)
        var range = NSRange(location: 0, length: 0)
        let attributes = read.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 4))
        #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 24))
        #expect(attributes[.underlineStyle] as? Int == 1)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    }

    /// An attribute over part of the string is not drawn; plain text set afterwards drops the lines.
    @Test func partialAttributesAndPlainTextLeaveTheLabelsStyle() {
        let label = UILabel()
        let string = NSMutableAttributedString(string: "Half bold")
        string.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 0, length: 4))
        string.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 9))
        label.attributedText = string
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.isUnderlined)
        label.text = "Plain"
        #expect(!label.isUnderlined)
        #expect(label.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
    }

    /// A list cell's attributed texts go over its text properties, and the row is measured in their font.
    @Test func listContentDrawsItsAttributedTexts() throws {
        var content = UIListContentConfiguration.cell()
        content.attributedText = NSAttributedString(string: "Headline", attributes: [.font: UIFont.systemFont(ofSize: 34)])
        content.secondaryAttributedText = NSAttributedString(string: "Gone", attributes: [
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemGray,
        ])
        let view = UIListContentView(configuration: content)
        let plain = UIListContentView(configuration: {
            var plain = UIListContentConfiguration.cell()
            plain.text = "Headline"
            plain.secondaryText = "Gone"
            return plain
        }())
        let fitting = CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height)
        #expect(view.systemLayoutSizeFitting(fitting).height > plain.systemLayoutSizeFitting(fitting).height)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        view.layoutIfNeeded()
        let texts = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(texts.map(\.text) == ["Headline", "Gone"])
        #expect(texts.first?.font == UIFont.systemFont(ofSize: 34))
        #expect(texts.last?.textColor == .systemGray)
        #expect(texts.last?.isStruckThrough == true)
        #expect(texts.first?.isStruckThrough == false)
    }

    @Test func paragraphStylesCopyAndCompareByValue() throws {
        let style = try #require(Self.centred.copy() as? NSParagraphStyle)
        #expect(!(style is NSMutableParagraphStyle))
        #expect(style.isEqual(Self.centred))
        let changed = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
        changed.lineSpacing = 4
        #expect(!changed.isEqual(style))
        #expect(NSParagraphStyle.default.alignment == .natural)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    }
}
