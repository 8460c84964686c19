// os's OSAllocatedUnfairLock, and Foundation's RelativeDateTimeFormatter, UndoManager and
// ProcessInfo's platform flags, which Linux Foundation lacks.
import Foundation
import os
import Testing

final class Tally {
    var value = 0
}

@Suite("os and Foundation gaps")
struct SystemGapsTests {
    @Test func theLockSerialisesItsState() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { tasks in
            for _ in 0..<8 {
                tasks.addTask { for _ in 0..<500 { lock.withLock { $0 += 1 } } }
            }
        }
        #expect(lock.withLock { $0 } == 4000)
        // A held lock is not available, and the holder owns it.
        let availableWhileHeld = lock.withLockUnchecked { _ -> Bool in
            lock.precondition(.owner)
            return lock.withLockIfAvailable { _ in true } != nil
        }
        #expect(!availableWhileHeld)
        lock.precondition(.notOwner)
        #expect(lock.withLockIfAvailable { $0 } == 4000)
    }

    @Test func aLockWithoutStateLocksAndUnlocks() {
        let lock = OSAllocatedUnfairLock()
        lock.lock()
        #expect(!lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.withLock { 42 } == 42)
        let counter = OSAllocatedUnfairLock(uncheckedState: Tally())
        counter.withLockUnchecked { $0.value += 1 }
        #expect(counter.withLockUnchecked { $0.value } == 1)
    }

    @Test func relativeDatesReadAsApplesDo() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now) == "1 hour ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(3 * 86400), relativeTo: now) == "in 3 days")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "1 day ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.localizedString(for: now.addingTimeInterval(86400), relativeTo: now) == "Tomorrow")
        formatter.formattingContext = .unknown
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: now.addingTimeInterval(-120), relativeTo: now) == "2 min. ago")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: now.addingTimeInterval(-120), relativeTo: now) == "two minutes ago")
        formatter.unitsStyle = .full
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now) == "vor 1 Stunde")
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.localizedString(fromTimeInterval: 2 * 3600 + 30) == "in 2 hours")
        #expect(formatter.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(formatter.string(for: "not a date") == nil)
    }

    @Test func undoAndRedoReverseChanges() {
        final class Document {
            var title = "Draft"
            let undoManager = UndoManager()

            func rename(_ title: String) {
                let old = self.title
                undoManager.registerUndo(withTarget: self) { $0.rename(old) }
                undoManager.setActionName("Rename")
                self.title = title
            }
        }
        let document = Document()
        let undo = document.undoManager
        #expect(!undo.canUndo)
        document.rename("Plan")
        document.rename("Final plan")
        #expect(undo.canUndo && undo.undoMenuItemTitle == "Undo Rename")
        undo.undo()
        #expect(document.title == "Plan" && undo.canRedo)
        undo.redo()
        #expect(document.title == "Final plan")
        undo.undo()
        undo.undo()
        #expect(document.title == "Draft" && !undo.canUndo)
        undo.redo()
        #expect(document.title == "Plan")
        // A new change clears the redos; a group undoes together.
        undo.beginUndoGrouping()
        document.rename("A")
        document.rename("B")
        undo.endUndoGrouping()
        #expect(!undo.canRedo)
        undo.undo()
        #expect(document.title == "Plan")
        undo.disableUndoRegistration()
        document.rename("Unrecorded")
        undo.enableUndoRegistration()
        undo.undo()
        #expect(document.title == "Draft")
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test func theProcessIsNotAnAppleApp() {
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
    }
}
