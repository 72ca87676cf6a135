import Foundation
import OpenCollectionView

/// The HTML of the controls a person types in or moves: a text field is a real `<input>` (a password input for secure
/// entry) with the keyboard hints its traits ask for and a clear button; a slider is an ARIA `slider` with its range
/// and value, its track and thumb mirrored right to left by the page's direction; a stepper a group of two buttons,
/// each disabled at its end of the range.
enum ControlHTML {
    /// The name of a border style, for `data-border-style`.
    static func borderStyleName(_ style: UITextField.BorderStyle) -> String {
        switch style {
        case .none: "none"
        case .line: "line"
        case .bezel: "bezel"
        case .roundedRect: "roundedRect"
        }
    }

    /// The field's input and its clear button. The input carries the server's text (`data-text`) and how many edits
    /// the server has seen (`data-edits`), so that the page can show the server's text again when the delegate refused
    /// an edit, and whether it is editing (`data-editing`), so that the page lets the keyboard go when Return ends
    /// it; its `value` is left out while a person types in it in a live page, as the search field's is.
    static func textFieldHTML(_ field: RenderTextField, in context: DrawingContext) -> String {
        var input = "<input class=\"ocv-text-field\" type=\"\(field.isSecure ? "password" : "text")\""
        if !(field.isFocused && context.leavesFocusedFieldsToThePage) { input += " value=\"\(HTMLText.escape(field.text))\"" }
        input += " data-text=\"\(HTMLText.escape(field.text))\" data-edits=\"\(field.editCount)\" data-editing=\"\(field.isFocused)\""
        if let placeholder = field.placeholder { input += " placeholder=\"\(HTMLText.escape(placeholder))\"" }
        if let label = field.accessibilityLabel { input += " aria-label=\"\(HTMLText.escape(label))\"" }
        input += " enterkeyhint=\"\(enterKeyHint(field.returnKeyType))\" inputmode=\"\(inputMode(field.keyboardType))\""
        input += " autocapitalize=\"\(autocapitalize(field.autocapitalization))\""
        input += " autocomplete=\"\(field.contentType.map(autocomplete) ?? (field.isSecure ? "current-password" : "off"))\""
        switch field.autocorrection {
        case .default: break
        case .no: input += " autocorrect=\"off\" spellcheck=\"false\""
        case .yes: input += " autocorrect=\"on\" spellcheck=\"true\""
        }
        if !field.isEnabled { input += " disabled" }
        var style = CSS.font(field.font) + ";" + CSS.declaration("color", field.textColor, in: context)
        if let align = textAlign(field.alignment) { style += ";text-align:\(align)" }
        input += " style=\"\(style)\">"
        // The clear button is always there, hidden when it should not show, so that redrawing keeps the input's place.
        let clear = "<button class=\"ocv-text-clear\" type=\"button\" aria-label=\"Clear text\" tabindex=\"-1\""
            + (field.showsClearButton && field.isEnabled ? "" : " hidden") + ">\(SymbolGlyph.svg(named: "xmark.circle.fill"))</button>"
        return input + clear
    }

    /// `enterkeyhint` for a Return key type: the browser keyboard's nearest label.
    static func enterKeyHint(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: "enter"
        case .go, .join, .route, .emergencyCall: "go"
        case .google, .search, .yahoo: "search"
        case .next, .continue: "next"
        case .send: "send"
        case .done: "done"
        }
    }

    /// `inputmode` for a keyboard type.
    static func inputMode(_ type: UIKeyboardType) -> String {
        switch type {
        case .default, .asciiCapable, .numbersAndPunctuation, .twitter: "text"
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad, .namePhonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }

    /// `autocapitalize` for an autocapitalization type.
    static func autocapitalize(_ type: UITextAutocapitalizationType) -> String {
        switch type {
        case .none: "none"
        case .words: "words"
        case .sentences: "sentences"
        case .allCharacters: "characters"
        }
    }

    /// The HTML `autocomplete` token for a content type: the same meaning under the web's name; `on` for others.
    static func autocomplete(_ type: UITextContentType) -> String {
        let tokens: [UITextContentType: String] = [
            .name: "name", .givenName: "given-name", .familyName: "family-name", .nickname: "nickname",
            .organizationName: "organization", .emailAddress: "email", .telephoneNumber: "tel", .URL: "url",
            .fullStreetAddress: "street-address", .postalCode: "postal-code", .username: "username",
            .password: "current-password", .newPassword: "new-password", .oneTimeCode: "one-time-code",
            .creditCardNumber: "cc-number",
        ]
        return tokens[type] ?? "on"
    }

    private static func textAlign(_ alignment: NSTextAlignment) -> String? {
        switch alignment {
        case .natural: nil
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justify"
        }
    }

    /// A slider is an ARIA slider the arrow keys move by `step` (a tenth of the range); its name is its cell's text.
    static func sliderAttributes(_ slider: RenderSlider, name: String?) -> String {
        var attributes = " role=\"slider\" data-slider aria-orientation=\"horizontal\""
        attributes += " aria-valuemin=\"\(CSS.number(Double(slider.minimumValue)))\""
        attributes += " aria-valuemax=\"\(CSS.number(Double(slider.maximumValue)))\""
        attributes += " aria-valuenow=\"\(CSS.number(Double(slider.value)))\""
        attributes += " data-step=\"\(CSS.number(Double(slider.step)))\" data-continuous=\"\(slider.isContinuous)\""
        attributes += slider.isEnabled ? " tabindex=\"0\"" : " aria-disabled=\"true\""
        return attributes + " aria-label=\"\(HTMLText.escape(name ?? "Slider"))\""
    }

    /// The track, filled from the leading edge to the thumb, and the thumb, placed along the track by the value's
    /// share of the range (`--ocv-fraction`), the leading edge being the right one right to left.
    static func sliderHTML(_ slider: RenderSlider, in context: DrawingContext) -> String {
        let range = slider.maximumValue - slider.minimumValue
        let fraction = range > 0 ? Double((slider.value - slider.minimumValue) / range) : 0
        var html = "<div class=\"ocv-slider-track\" aria-hidden=\"true\" style=\"--ocv-fraction:\(CSS.number(fraction))\">"
        html += "<div class=\"ocv-slider-maximum\" style=\"\(CSS.declaration("background", slider.maximumTrackColor, in: context))\"></div>"
        html += "<div class=\"ocv-slider-minimum\" style=\"\(CSS.declaration("background", slider.minimumTrackColor, in: context))\"></div>"
        html += "<div class=\"ocv-slider-thumb\" style=\"\(CSS.declaration("background", slider.thumbColor, in: context))\"></div>"
        return html + "</div>"
    }

    /// − and + as buttons named "Decrement" and "Increment", each `aria-disabled` at its end of the range (so a
    /// focused button keeps the focus), with the value in the group's description.
    static func stepperHTML(_ stepper: RenderStepper) -> String {
        func button(_ direction: String, label: String, glyph: String, enabled: Bool) -> String {
            "<button class=\"ocv-stepper-button\" type=\"button\" data-step=\"\(direction)\" aria-label=\"\(label)\""
                + (enabled ? "" : " aria-disabled=\"true\"") + ">\(glyph)</button>"
        }
        return button("down", label: "Decrement", glyph: "\u{2212}", enabled: stepper.canDecrement)
            + "<span class=\"ocv-stepper-divider\" aria-hidden=\"true\"></span>"
            + button("up", label: "Increment", glyph: "+", enabled: stepper.canIncrement)
            + "<span class=\"ocv-stepper-value\" data-value=\"\(CSS.number(stepper.value))\" hidden></span>"
    }
}
