// The app's quests: Live Activities started, updated and ended through ActivityKit, as an iOS
// app does. On a Widgetry host (WIDGETRY_HOST, WIDGETRY_TOKEN) they show on the home screen's
// Lock Screen and Dynamic Island; without one, ActivityKit says Live Activities are off.
import ActivityKit
import EmojiRangersWidgets
import Foundation

let questUsage = """
      quest start CHARACTER [NAME]        send CHARACTER on a quest (a Live Activity; prints its push token)
      quest hit CHARACTER DAMAGE [EVENT]  the character loses DAMAGE hit points
      quest heal CHARACTER AMOUNT [EVENT] the character gains AMOUNT hit points
      quest levelup CHARACTER [EVENT]     the character gains a level and its hit points are full
      quest end CHARACTER [now]           end the quest (it stays on the Lock Screen a while, unless now)
      quest list                          the app's quests
      quest watch                         print every change to the quests (pushes too) until interrupted
      quest push-to-start                 the token a server starts quests with
    """

/// The quest `argument` (a character) is on, if it is still running.
func runningQuest(of argument: String) throws -> Activity<QuestAttributes> {
    let chosen = try character(named: argument)
    guard let quest = Activity<QuestAttributes>.activities.first(where: {
        $0.attributes.characterID == chosen.id && ($0.activityState == .active || $0.activityState == .stale)
    }) else {
        throw ValidationError("\(chosen.name) is not on a quest: start one with `quest start \(chosen.id)`")
    }
    return quest
}

func describe(_ quest: Activity<QuestAttributes>) -> String {
    let state = quest.content.state
    var line = "\(quest.attributes.avatar) \(quest.attributes.questName) [\(quest.id)] \(quest.activityState): "
    line += "level \(state.level), \(state.hitPoints)/\(state.maxHitPoints) HP — \(state.event)"
    if let token = quest.pushToken { line += "\n    push token \(hex(token))" }
    return line
}

func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }

/// Sends the quest's new state to the host, with an alert when it is news worth a look.
func change(_ quest: Activity<QuestAttributes>, to state: QuestAttributes.ContentState, alert: Bool = false) async {
    // A quest nobody hears from for an hour is shown as stale.
    let content = ActivityContent(state: state, staleDate: Date().addingTimeInterval(3600), relevanceScore: 1 - state.vitality)
    if alert {
        let alert = AlertConfiguration(title: "\(quest.attributes.questName)", body: "\(state.event)", sound: .default)
        await quest.update(content, alertConfiguration: alert)
    } else {
        await quest.update(content)
    }
    print(describe(quest))
}

func runQuest(_ arguments: [String]) async throws {
    let command = arguments.first ?? "list"
    let rest = Array(arguments.dropFirst())
    func event(at index: Int, _ fallback: String) -> String {
        rest.count > index ? rest[index...].joined(separator: " ") : fallback
    }
    func number(at index: Int) throws -> Int {
        guard rest.count > index, let value = Int(rest[index]), value >= 0 else { throw ValidationError("expected a whole number of hit points") }
        return value
    }
    switch command {
    case "start":
        guard let first = rest.first else { throw ValidationError(usage) }
        let hero = try character(named: first)
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            throw ValidationError("Live Activities are off: set WIDGETRY_HOST and WIDGETRY_TOKEN (the host issues a token per extension)")
        }
        let attributes = QuestAttributes(character: hero, questName: event(at: 1, "\(hero.name)'s Quest"))
        let maxHitPoints = 100
        let state = QuestAttributes.ContentState(
            hitPoints: Int((hero.healthLevel() * Double(maxHitPoints)).rounded()), maxHitPoints: maxHitPoints, level: 1,
            event: "\(hero.name) sets out.")
        let quest = try Activity.request(
            attributes: attributes, content: ActivityContent(state: state, staleDate: Date().addingTimeInterval(3600)), pushType: .token)
        print(describe(quest))
    case "hit", "heal":
        guard let first = rest.first else { throw ValidationError(usage) }
        let quest = try runningQuest(of: first)
        let amount = try number(at: 1)
        var state = quest.content.state
        let name = quest.attributes.characterName
        if command == "hit" {
            state = .init(hitPoints: state.hitPoints - amount, maxHitPoints: state.maxHitPoints, level: state.level, event: "")
            state.event = event(at: 2, state.isDefeated ? "\(name) is defeated!" : "\(name) takes \(amount) damage.")
        } else {
            state = .init(hitPoints: state.hitPoints + amount, maxHitPoints: state.maxHitPoints, level: state.level, event: event(at: 2, "\(name) drinks a potion."))
        }
        await change(quest, to: state, alert: state.isDefeated)
    case "levelup":
        guard let first = rest.first else { throw ValidationError(usage) }
        let quest = try runningQuest(of: first)
        let old = quest.content.state
        let state = QuestAttributes.ContentState(
            hitPoints: old.maxHitPoints + 20, maxHitPoints: old.maxHitPoints + 20, level: old.level + 1,
            event: event(at: 1, "\(quest.attributes.characterName) reaches level \(old.level + 1)!"))
        await change(quest, to: state, alert: true)
    case "end":
        guard let first = rest.first else { throw ValidationError(usage) }
        let quest = try runningQuest(of: first)
        var final = quest.content.state
        final.event = "\(quest.attributes.characterName) is back home."
        let content = ActivityContent(state: final, staleDate: nil)
        await quest.end(content, dismissalPolicy: rest.dropFirst().first == "now" ? .immediate : .default)
        print(describe(quest))
    case "list":
        let quests = Activity<QuestAttributes>.activities
        if quests.isEmpty { print("No quests.") }
        for quest in quests { print(describe(quest)) }
    case "watch":
        try await watchQuests()
    case "push-to-start":
        for await token in Activity<QuestAttributes>.pushToStartTokenUpdates {
            print(hex(token))
            break
        }
    default:
        throw ValidationError(usage)
    }
}

/// Prints each quest as it starts (by the app or a push) and each change to it.
func watchQuests() async throws {
    guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw ValidationError("Live Activities are off: no host") }
    await withTaskGroup(of: Void.self) { group in
        func follow(_ quest: Activity<QuestAttributes>) {
            group.addTask {
                for await content in quest.contentUpdates { print("\(quest.attributes.avatar) \(content.state.hitPoints)/\(content.state.maxHitPoints) HP, level \(content.state.level): \(content.state.event)") }
            }
            group.addTask {
                for await state in quest.activityStateUpdates { print("\(quest.attributes.avatar) \(quest.attributes.questName) is \(state)") }
            }
            group.addTask {
                for await token in quest.pushTokenUpdates { print("\(quest.attributes.avatar) push token \(hex(token))") }
            }
        }
        for quest in Activity<QuestAttributes>.activities {
            print(describe(quest))
            follow(quest)
        }
        for await quest in Activity<QuestAttributes>.activityUpdates {
            print("started: \(describe(quest))")
            follow(quest)
        }
    }
}
