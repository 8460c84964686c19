import Testing
@testable import WidgetryScheduler

@Suite struct BudgetWindowTests {
    let day = 86_400.0

    @Test func countsOnlyTheTimesInsideTheWindow() {
        var window = BudgetWindow([300, 100, 200])
        #expect(window.count(after: 0) == 3)
        #expect(window.count(after: 100) == 2)  // 100 itself has left
        #expect(Array(window.times(after: 150)) == [200, 300])
        #expect(window.newest == 300)
        window.advance(to: 250)
        #expect(window.count(after: 250) == 1)
        #expect(window.time(fromEnd: 1) == 300)
    }

    @Test func staysExactOverManyDaysWhileCompacting() {
        var window = BudgetWindow()
        var time = 0.0
        var all: [Double] = []
        for _ in 0..<2_000 {
            time += 1_200  // 72 a day
            window.advance(to: time - day)
            window.append(time)
            all.append(time)
            let expected = all.filter { $0 > time - day }
            #expect(window.count(after: time - day) == expected.count)
            #expect(Array(window.times(after: time - day)) == expected)
        }
        // The times that left the window were dropped, not kept for ever.
        #expect(window.times.count <= 2 * 72 + 16)
    }

    @Test func aRefundTakesBackOneTime() {
        var window = BudgetWindow([100, 200, 300])
        window.refund(300)
        #expect(window.newest == 200)
        #expect(window.count(after: 0) == 2)
        window.advance(to: 150)
        window.refund(100)  // already outside the window: the count inside does not change
        #expect(window.count(after: 150) == 1)
        window.refund(200)
        #expect(window.count(after: 0) == 0)
        #expect(window.newest == -.infinity)
    }
}
