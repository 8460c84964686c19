/// The keyboard a text field asks for (`keyboardType(_:)` in SwiftUI). A widget shows no
/// keyboard; the value is accepted by views shared with an app.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
    case asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// How typed text is capitalised (iOS 13's `autocapitalization(_:)` in SwiftUI).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
