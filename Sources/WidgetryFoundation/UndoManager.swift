import Foundation

/// Apple's `UndoManager`, which Linux Foundation lacks: records changes as closures that undo
/// them, in groups, so `undo()` reverts the latest group and `redo()` reapplies it. Shared
/// model code registers its changes with `registerUndo(withTarget:handler:)`; what an undo
/// registers while it runs becomes the redo.
///
/// Apple groups by run-loop event when `groupsByEvent` is on (the default); here every
/// registration made outside an explicit `beginUndoGrouping()`/`endUndoGrouping()` is a group of
/// its own, which is the same as long as each event registers one change. Notifications are
/// posted under Apple's names.
open class UndoManager: NSObject, @unchecked Sendable {
    private struct Action {
        weak var target: AnyObject?
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var registrationDisabled = 0

    /// Whether registrations outside explicit groups are grouped (each on its own here).
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit).
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether `undo()` is running.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running.
    open private(set) var isRedoing = false

    public override init() { super.init() }

    // MARK: Registering

    /// Records `handler`, which undoes a change to `target`; it runs with the target on undo.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { [weak target] in
            if let target { handler(target) }
        }
        record(action)
    }

    /// Records a selector-less undo as Apple's `registerUndo(withTarget:selector:object:)` does
    /// through the Objective-C runtime: not provided (there is none on Linux).
    @available(*, unavailable, message: "Objective-C selectors do not exist on Linux: use registerUndo(withTarget:handler:)")
    open func registerUndo(withTarget target: Any, selector: Any, object anObject: Any?) {}

    /// Names the latest group ("Undo Typing").
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    // MARK: Groups

    /// Opens a group: registrations until `endUndoGrouping()` undo together.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the innermost group.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
        } else if !group.actions.isEmpty {
            push(group)
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// How deep the open groups are.
    open var groupingLevel: Int { openGroups.count }

    // MARK: Undoing and redoing

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the latest group; what it registers becomes the redo.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the latest group without closing open ones.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        let redo = openGroups.removeLast()
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the group undone last.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        let undo = openGroups.removeLast()
        isRedoing = false
        if !undo.actions.isEmpty { undoStack.append(undo) }
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the actions registered with `target`.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: Group) -> Group { Group(actions: group.actions.filter { $0.target !== object }, name: group.name) }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        openGroups = openGroups.map(keep)
    }

    // MARK: Registration switch

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    /// Stops recording registrations (nested calls count).
    open func disableUndoRegistration() { registrationDisabled += 1 }
    /// Resumes recording registrations.
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }

    // MARK: Names for menus

    /// The latest undo group's name.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The latest redo group's name.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    // MARK: Recording

    private func record(_ action: Action) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        push(Group(actions: [action]))
    }

    /// A group done by the user (not by undo or redo) clears the redos.
    private func push(_ group: Group) {
        undoStack.append(group)
        if !isUndoing, !isRedoing { redoStack.removeAll() }
        trim()
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
}
