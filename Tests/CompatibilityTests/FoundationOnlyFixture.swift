// A shared model file as the survey found them: it imports only Foundation, and uses what Apple's
// Foundation names from Combine (`ObservableObject`, `@Published`) and re-exports from
// CoreFoundation (`CFAbsoluteTimeGetCurrent`), and Observation's `@Observable`. Swift 5, compiled with the author settings.
import Foundation
import Synchronization
import Testing

/// A view model a widget's app shares with it.
final class ContributionModel: ObservableObject {
    @Published var contributions: [Int] = []
    @Published private(set) var isLoading = false
    private(set) var lastLoadMilliseconds = 0

    func load(_ values: [Int]) {
        let start = CFAbsoluteTimeGetCurrent()
        isLoading = true
        contributions = values
        isLoading = false
        lastLoadMilliseconds = Int(((CFAbsoluteTimeGetCurrent() - start) * 1000).rounded())
    }
}

/// A workout model as shared files write it with only Foundation imported: the `@Observable`
/// macro, which Apple's Foundation re-exports from Observation.
@Observable final class WorkoutModel {
    var minutes = 0
    @ObservationIgnored var lastSync: Date?
}

@Suite("Names a Foundation-only file reaches")
struct FoundationOnlyFixtureTests {
    @Test func anObservableObjectAnnouncesItsPublishedChanges() {
        let model = ContributionModel()
        var announcements = 0
        let subscription = model.objectWillChange.sink { announcements += 1 }
        model.load([3, 1, 4])
        #expect(model.contributions == [3, 1, 4])
        #expect(announcements == 3)  // contributions and isLoading twice
        #expect(model.lastLoadMilliseconds >= 0)
        _ = subscription
    }

    @Test func anObservableModelReportsTheChangeOfAPropertyItWasRead() {
        let model = WorkoutModel()
        let changed = Mutex(false)
        withObservationTracking { _ = model.minutes } onChange: { changed.withLock { $0 = true } }
        model.lastSync = Date()
        #expect(!changed.withLock { $0 })
        model.minutes = 30
        #expect(changed.withLock { $0 })
    }

    @Test func theAbsoluteTimeIsSecondsSinceTheReferenceDate() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
    }
}
