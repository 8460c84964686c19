// A quest: one character sets out, and the Live Activity follows it. The app and the widget
// extension share this file (on iOS by target membership; here the app links the widgets'
// library): the app starts and updates the quest, the extension draws it.
import ActivityKit
import Foundation

public struct QuestAttributes: ActivityAttributes {
    /// What changes as the quest goes on: sent by the app's updates, or pushed by a server as
    /// `content-state` (`{"hitPoints":…,"maxHitPoints":…,"level":…,"event":…}`).
    public struct ContentState: Codable, Hashable {
        public var hitPoints: Int
        public var maxHitPoints: Int
        public var level: Int
        /// What just happened, in a few words.
        public var event: String

        public init(hitPoints: Int, maxHitPoints: Int, level: Int, event: String) {
            self.hitPoints = max(0, min(hitPoints, maxHitPoints))
            self.maxHitPoints = maxHitPoints
            self.level = level
            self.event = event
        }

        /// Hit points as a share of the most the character can have (0...1).
        public var vitality: Double {
            maxHitPoints > 0 ? Double(hitPoints) / Double(maxHitPoints) : 0
        }

        public var isDefeated: Bool { hitPoints == 0 }
    }

    /// Fixed for the quest's whole life.
    public var characterID: String
    public var characterName: String
    public var avatar: String
    public var questName: String

    public init(character: CharacterDetail, questName: String) {
        self.characterID = character.id
        self.characterName = character.name
        self.avatar = character.avatar
        self.questName = questName
    }

    /// Where a tap on the activity takes the companion app: the character's page.
    public var characterURL: URL {
        URL(string: "emojirangers://character/\(characterID)")!
    }
}
