// The Favourites widget extension: the configurable widgets of the seeds' examples.
import SwiftUI
import WidgetKit

public struct FavouritesBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        FavouriteEmojiWidget()
        FavouriteSoupWidget()
        FavouriteBookWidget()
    }
}
