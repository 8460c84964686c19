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
  noticeMessage: document.getElementById("notice-message"),
  noticeUndo: document.getElementById("notice-undo"),
  connectionStatus: document.getElementById("connection-status"),
  kioskExit: document.getElementById("kiosk-exit"),
  pageBar: document.getElementById("page-bar"),
  pageTabs: document.getElementById("page-tabs"),
  pageAdd: document.getElementById("page-add"),
  pageOptions: document.getElementById("page-options"),
  pageMenu: document.getElementById("page-menu"),
  importFile: document.getElementById("import-file"),
  pageDialog: document.getElementById("page-dialog"),
  pageDialogTitle: document.getElementById("page-dialog-title"),
  pageForm: document.getElementById("page-form"),
  pageName: document.getElementById("page-name"),
  pageError: document.getElementById("page-error"),
  pageCancel: document.getElementById("page-cancel"),
  connectionsButton: document.getElementById("connections-button"),
  connections: document.getElementById("connections"),
  connectionsContent: document.getElementById("connections-content"),
  confirm: document.getElementById("confirm"),
  confirmTitle: document.getElementById("confirm-title"),
  confirmMessage: document.getElementById("confirm-message"),
  confirmAccept: document.getElementById("confirm-accept"),
  editor: document.getElementById("editor"),
  editorForm: document.getElementById("editor-form"),
  editorTitle: document.getElementById("editor-title"),
  editorDescription: document.getElementById("editor-description"),
  editorError: document.getElementById("editor-error"),
  editorPreview: document.getElementById("editor-preview"),
  editorFields: document.getElementById("editor-fields"),
  editorCancel: document.getElementById("editor-cancel"),
  editorSave: document.getElementById("editor-save"),
  inspector: document.getElementById("inspector"),
  inspectorTitle: document.getElementById("inspector-title"),
  inspectorContent: document.getElementById("inspector-content"),
  inspectorReload: document.getElementById("inspector-reload"),
  inspectorClose: document.getElementById("inspector-close"),
};

let noticeTimer;
let noticeUndo = null;
/**
 * A passing message over the page's bottom edge (a link the page cannot open, an action done),
 * with an Undo button when `undo` is given: it runs once, and the message goes.
 */
export function showNotice(message, { undo } = {}) {
  elements.noticeMessage.textContent = message;
  noticeUndo = undo ?? null;
  elements.noticeUndo.hidden = !undo;
  elements.notice.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(hideNotice, undo ? 10000 : 6000);
}

export function hideNotice() {
  clearTimeout(noticeTimer);
  elements.notice.hidden = true;
  noticeUndo = null;
}

/**
 * Asks for a placed widget's editor. The tiles and the gallery ask; app.js opens it (editor.js),
 * so neither imports the editor, which imports them.
 */
export function requestEditor(id) {
  document.dispatchEvent(new CustomEvent("widgetry:edit", { detail: id }));
}

/** Runs the notice's undo (its button). */
export function undoFromNotice() {
  const undo = noticeUndo;
  hideNotice();
  return undo?.();
}

/**
 * Asks before something that cannot be taken back, as iOS's alerts do: resolves true when the
 * person chooses `action`, false for Cancel or Escape.
 */
export function confirmAction({ title, message, action }) {
  elements.confirmTitle.textContent = title;
  elements.confirmMessage.textContent = message;
  elements.confirmAccept.textContent = action;
  elements.confirm.returnValue = "";
  elements.confirm.showModal();
  return new Promise((resolve) => {
    elements.confirm.addEventListener("close", () => resolve(elements.confirm.returnValue === "accept"), { once: true });
  });
}

/** Shows the lock screen's empty-state note when it holds no widget (pages.js does the grid's). */
export function updateEmptyStates() {
  elements.lockScreenEmpty.hidden = elements.lockScreenStrip.childElementCount > 0;
}

export const state = {
  /** The placed widgets, in home-screen order (the API's Instance documents). */
  instances: [],
  /** The home screen's pages, in order ({id, name, position}). */
  pages: [],
  /** The id of the page shown. */
  page: null,
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
  /** The Live Activity the inspector shows instead, or null. */
  inspectedActivity: null,
  /** The gallery's document while it is open. */
  gallery: null,
};
