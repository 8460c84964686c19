import Testing
@testable import WidgetryScheduler

@Suite struct BudgetWindowsTests {
    let day = 86_400.0

    func windows(budget: Int = 70, minimumInterval: Double = 300) -> BudgetWindows {
        var windows = BudgetWindows(configuration: .init(budget: budget, minimumInterval: minimumInterval))
        windows.reserve(slot: 2)
        return windows
    }

    @Test func countsOnlyTheTimesInsideTheWindow() {
        var windows = windows()
        windows.reset(slot: 1, to: [300, 100, 200])
        #expect(windows.count(slot: 1, after: 0) == 3)
        #expect(windows.count(slot: 1, after: 100) == 2)  // 100 itself has left
        #expect(windows.times(slot: 1, after: 150) == [200, 300])
        #expect(windows.newest(slot: 1) == 300)
        windows.advance(slot: 1, to: 250)
        #expect(windows.count(slot: 1, after: 250) == 1)
        #expect(windows.time(slot: 1, fromEnd: 1) == 300)
        // Slots are independent.
        #expect(windows.count(slot: 0, after: 0) == 0)
        #expect(windows.count(slot: 2, after: 0) == 0)
    }

    @Test func staysExactOverManyDaysAroundTheRing() {
        var windows = windows()
        var time = 0.0
        var all: [Double] = []
        for _ in 0..<2_000 {
            time += 1_200  // 72 a day: the window holds 70 or 71, the ring keeps the newest 70
            windows.advance(slot: 1, to: time - day)
            windows.append(slot: 1, time)
            all.append(time)
            let inWindow = all.filter { $0 > time - day }
            #expect(windows.count(slot: 1, after: time - day) == min(inWindow.count, 70))
            #expect(windows.times(slot: 1, after: time - day) == Array(inWindow.suffix(70)))
            #expect(windows.time(slot: 1, fromEnd: min(inWindow.count, 70)) == inWindow.suffix(70).first)
        }
    }

    @Test func aRefundTakesBackOneTime() {
        var windows = windows()
        windows.reset(slot: 0, to: [100, 200, 300])
        windows.refund(slot: 0, 300)
        #expect(windows.newest(slot: 0) == 200)
        #expect(windows.count(slot: 0, after: 0) == 2)
        windows.refund(slot: 0, 100)
        #expect(windows.times(slot: 0, after: 0) == [200])
        windows.refund(slot: 0, 200)
        #expect(windows.count(slot: 0, after: 0) == 0)
        #expect(windows.newest(slot: 0) == -.infinity)
    }

    @Test func keepsNoMoreTimesThanFitInAWindow() {
        // 5 minutes apart, at most 289 counted reloads fit in 24 h, whatever the budget.
        #expect(windows(budget: 1_000_000).capacity == 289)
        #expect(windows(budget: 70).capacity == 70)
        #expect(windows(budget: 500, minimumInterval: 0).capacity == 500)
    }
}
