import WebDriver

extension WebDriverSession {
    /// Opens a placed widget's menu (its ••• button, as a person does) and chooses `action` in it.
    func chooseInTileMenu(_ id: String, _ action: String) async throws {
        try await click(css: ".tile[data-instance-id='\(id)'] [data-tile-menu]")
        try await click(css: ".tile[data-instance-id='\(id)'] .tile-menu [data-tile-action='\(action)']")
    }
}
