// The home screen's elements, its state, and its passing notices.

/** The page's elements, looked up once. */
export const elements = {
  root: document.documentElement,
  addWidget: document.getElementById("add-widget"),
  lockedSwitch: document.getElementById("locked-switch"),
  appearance: document.getElementById("appearance"),
  gallery: document.getElementById("gallery"),
  galleryContent: document.getElementById("gallery-content"),
  homeGrid: document.getElementById("home-grid"),
  homeEmpty: document.getElementById("home-empty"),
  lockScreenStrip: document.getElementById("lock-screen-strip"),
  lockScreenEmpty: document.getElementById("lock-screen-empty"),
  errorBanner: document.getElementById("error-banner"),
  errorMessage: document.getElementById("error-message"),
  errorDismiss: document.getElementById("error-dismiss"),
  notice: document.getElementById("notice"),
  editor: document.getElementById("editor"),
  editorForm: document.getElementById("editor-form"),
  editorTitle: document.getElementById("editor-title"),
  editorDescription: document.getElementById("editor-description"),
  editorError: document.getElementById("editor-error"),
  editorFields: document.getElementById("editor-fields"),
  editorCancel: document.getElementById("editor-cancel"),
  inspector: document.getElementById("inspector"),
  inspectorTitle: document.getElementById("inspector-title"),
  inspectorContent: document.getElementById("inspector-content"),
  inspectorReload: document.getElementById("inspector-reload"),
  inspectorClose: document.getElementById("inspector-close"),
};

let noticeTimer;
/** A passing message (a link the page cannot open, an action done). */
export function showNotice(message) {
  elements.notice.textContent = message;
  elements.notice.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => (elements.notice.hidden = true), 6000);
}

/** Shows the empty-state notes of the grid and the strip when they hold no widget. */
export function updateEmptyStates() {
  elements.homeEmpty.hidden = elements.homeGrid.childElementCount > 0;
  elements.lockScreenEmpty.hidden = elements.lockScreenStrip.childElementCount > 0;
}

export const state = {
  /** The placed widgets, in home-screen order (the API's Instance documents). */
  instances: [],
  /** id → {element, widget, instance, renderSequence, visible, reportedVisible} */
  tiles: new Map(),
  locked: false,
  /** "auto", "light" or "dark" (the person's choice). */
  appearance: "auto",
  /** The scheme widgets are rendered in: the choice, or the browser's when automatic. */
  colorScheme: "light",
  /** The open editor's state, or null. */
  editor: null,
  /** The instance the inspector shows, or null. */
  inspected: null,
  /** The gallery's document while it is open. */
  gallery: null,
};
