// The Widgetry home screen: the page's only script (an ES module; the Content-Security-Policy
// allows no inline script). It talks to the server through the HTTP API under /api only,
// described by /openapi.yaml.
//
// Its modules: page.js (the API helper and what the previews page shares) · home.js (the
// page's elements and state) · tiles.js (rendering widgets, layout, taps, visibility) ·
// events.js (live updates) · gallery.js · connections.js (apps' tokens), displays.js (wall
// displays' links) and access.js (this browser's session) · editor.js and fields.js · inspector.js ·
// appearance.js (appearance and the locked switch) · layout.js (fitting the grid to phones and
// wall displays) · pages.js (the home screen's pages) ·
// stacks.js (Smart Stacks) · controls.js (the Control Center) · activities.js (Live Activities:
// the Lock Screen's and the Dynamic Island); this file starts the page.
//
// Every string from the server reaches the page through textContent or attribute setters,
// never through markup, except the rendered widget fragments, which the server's renderer
// escapes and which carry their CSS in data-wr-css (applied here through CSSOM: the policy
// forbids style attributes).

import "./widgetry-render.js";
import { loadSession } from "./access.js";
import { wireActivities } from "./activities.js";
import { wireAppearance } from "./appearance.js";
import { wireConnections } from "./connections.js";
import { wireControls } from "./controls.js";
import { closeEditor, openEditor, saveEditor } from "./editor.js";
import { connectEvents } from "./events.js";
import { openGallery } from "./gallery.js";
import { elements, state, undoFromNotice, updateEmptyStates } from "./home.js";
import { closeInspector, loadInspector } from "./inspector.js";
import { wireLayout } from "./layout.js";
import { wirePages } from "./pages.js";
import { wireStacks } from "./stacks.js";
import { api, clearError, seg, showError } from "./page.js";
import { loadInstances, reportVisibility, wireHomeScreen } from "./tiles.js";

// The API helper, for tests and the console.
export { api, APIError } from "./page.js";

function start() {
  elements.addWidget.addEventListener("click", openGallery);
  elements.errorDismiss.addEventListener("click", clearError);
  elements.noticeUndo.addEventListener("click", () => Promise.resolve(undoFromNotice()).catch(showError));
  elements.editorForm.addEventListener("submit", (event) => saveEditor(event).catch(showError));
  elements.editorCancel.addEventListener("click", closeEditor);
  document.addEventListener("widgetry:edit", (event) => openEditor(event.detail).catch(showError));
  // A dialog's close event comes a task later: by then the dialog may be open again for another
  // widget (a quick Save, then Edit), whose state must stay.
  elements.editor.addEventListener("close", () => {
    if (!elements.editor.open) state.editor = null;
  });
  elements.inspectorClose.addEventListener("click", closeInspector);
  elements.inspector.addEventListener("close", () => {
    if (elements.inspector.open) return;
    state.inspected = null;
    state.inspectedActivity = null;
  });
  elements.inspectorReload.addEventListener("click", () => {
    if (state.inspected) api(`/api/instances/${seg(state.inspected)}/reload`, { method: "POST" }).then(loadInspector).catch(showError);
  });
  document.addEventListener("visibilitychange", () => {
    for (const tile of state.tiles.values()) reportVisibility(tile);
  });
  window.addEventListener("unhandledrejection", (event) => showError(event.reason));
  wireAppearance();
  wireLayout();
  wireConnections();
  wireControls();
  wireActivities();
  wirePages(loadInstances);
  wireStacks();
  wireHomeScreen();
  updateEmptyStates();
  // Tells tests (and curious people) that the script ran under the page's policy.
  elements.root.dataset.widgetry = "ready";
  loadSession().catch(showError);
  connectEvents();
  loadInstances()
    .then(() => (elements.root.dataset.loaded = "true"))
    .catch(showError);
}

start();
