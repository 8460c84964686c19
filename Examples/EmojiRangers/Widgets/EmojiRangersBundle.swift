// The Emoji Rangers widget extension: in an Xcode project this bundle is `@main`; here the
// extension's executable target calls `EmojiRangersBundle.main()`.
import SwiftUI
import WidgetKit

public struct EmojiRangersBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        CharacterDetailWidget()
        CharacterAccessoryWidget()
        GameStatusWidget()
        QuestLiveActivity()
    }
}
