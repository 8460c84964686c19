// The quest's Live Activity: a card on the Lock Screen, and the Dynamic Island — the avatar and
// hit points either side of the camera, a heart when other activities share the island, and the
// whole story when it is expanded.
import ActivityKit
import SwiftUI
import WidgetKit

struct QuestLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: QuestAttributes.self) { context in
            QuestCard(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(Color.indigo.opacity(0.85))
                .activitySystemActionForegroundColor(.white)
                .widgetURL(context.attributes.characterURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.avatar)
                        .font(.system(size: 40))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing, spacing: 2) {
                        Text("Level \(context.state.level)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        HitPointsLabel(state: context.state)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.questName)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        ProgressView(value: context.state.vitality)
                            .tint(VitalityColor.of(context.state))
                        Text(context.isStale ? "No news from \(context.attributes.characterName)…" : context.state.event)
                            .font(.caption)
                            .lineLimit(2)
                    }
                }
            } compactLeading: {
                Text(context.attributes.avatar)
            } compactTrailing: {
                Text("\(context.state.hitPoints)")
                    .monospacedDigit()
                    .foregroundStyle(VitalityColor.of(context.state))
            } minimal: {
                Image(systemName: context.state.isDefeated ? "heart.slash.fill" : "heart.fill")
                    .foregroundStyle(VitalityColor.of(context.state))
            }
            .keylineTint(VitalityColor.of(context.state))
            .widgetURL(context.attributes.characterURL)
        }
    }
}

/// The colour of a character's remaining hit points: green while strong, orange, then red.
enum VitalityColor {
    static func of(_ state: QuestAttributes.ContentState) -> Color {
        state.vitality < 0.3 ? .red : state.vitality < 0.7 ? .orange : .green
    }
}

struct HitPointsLabel: View {
    let state: QuestAttributes.ContentState

    var body: some View {
        Label("\(state.hitPoints)/\(state.maxHitPoints)", systemImage: "heart.fill")
            .font(.caption.monospacedDigit())
            .foregroundStyle(VitalityColor.of(state))
    }
}

/// The Lock Screen's card: who is on which quest, how they fare, and the latest event.
struct QuestCard: View {
    let attributes: QuestAttributes
    let state: QuestAttributes.ContentState
    let isStale: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(attributes.avatar)
                .font(.system(size: 36))
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(attributes.questName)
                        .font(.headline)
                    Spacer()
                    Text("Lv \(state.level)")
                        .font(.subheadline.bold())
                }
                ProgressView(value: state.vitality) {
                    HitPointsLabel(state: state)
                }
                .tint(VitalityColor.of(state))
                Text(isStale ? "Waiting for news of \(attributes.characterName)…" : state.event)
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.8))
                    .lineLimit(2)
            }
        }
        .foregroundStyle(.white)
        .padding()
    }
}

extension QuestAttributes {
    fileprivate static var dragonHunt: QuestAttributes {
        QuestAttributes(character: CharacterDetail.startingRoster[2], questName: "The Sunken Dragon")
    }
}

extension QuestAttributes.ContentState {
    fileprivate static var setOff: QuestAttributes.ContentState {
        QuestAttributes.ContentState(hitPoints: 120, maxHitPoints: 120, level: 3, event: "Dived past the coral gate.")
    }

    fileprivate static var bitten: QuestAttributes.ContentState {
        QuestAttributes.ContentState(hitPoints: 30, maxHitPoints: 120, level: 3, event: "The dragon bit back: 90 damage!")
    }

    fileprivate static var victorious: QuestAttributes.ContentState {
        QuestAttributes.ContentState(hitPoints: 45, maxHitPoints: 140, level: 4, event: "Dragon defeated. Level up!")
    }
}

#Preview("Quest", as: .content, using: QuestAttributes.dragonHunt) {
    QuestLiveActivity()
} contentStates: {
    QuestAttributes.ContentState.setOff
    QuestAttributes.ContentState.bitten
    QuestAttributes.ContentState.victorious
}

#Preview("Quest island", as: .dynamicIsland(.expanded), using: QuestAttributes.dragonHunt) {
    QuestLiveActivity()
} contentStates: {
    QuestAttributes.ContentState.bitten
}
