// Live updates: the server's event stream.

import { loadGallery } from "./gallery.js";
import { elements, state } from "./home.js";
import { scheduleInspector } from "./inspector.js";
import { api, clearError, goToLogin, showError } from "./page.js";
import { scheduleStacks } from "./stacks.js";
import { loadInstances, refreshInstance, renderAllTiles, renderQuery, replaceInstance, showRendered } from "./tiles.js";

/** Widget ids waiting for a refresh, coalesced: several events for one widget make one fetch. */
const pendingRefreshes = new Set();
let refreshScheduled = false;
let layoutScheduled = false;

function scheduleRefresh(id) {
  pendingRefreshes.add(id);
  if (refreshScheduled) return;
  refreshScheduled = true;
  setTimeout(() => {
    refreshScheduled = false;
    const ids = [...pendingRefreshes];
    pendingRefreshes.clear();
    for (const item of ids) refreshInstance(item);
  }, 0);
}

function scheduleLayout() {
  if (layoutScheduled) return;
  layoutScheduled = true;
  setTimeout(() => {
    layoutScheduled = false;
    loadInstances().catch(showError);
  }, 0);
}

export let eventSource = null;

// A page left for another stays whole in the browser's back/forward cache, its event stream
// open (one of the server's bounded streams held for nobody): the stream is closed as the page
// is hidden, and opened again (bringing the widgets up to date) if the page comes back.
window.addEventListener("pagehide", () => {
  eventSource?.close();
  eventSource = null;
  elements.root.dataset.events = "closed";
});
window.addEventListener("pageshow", (event) => {
  if (event.persisted) connectEvents();
});

/**
 * Says whether the server can be reached, both ways: the header's "Offline" note shows while the
 * event stream is down (the browser retries it), and when it opens again the note goes, with
 * the "cannot be reached" error it left behind.
 */
function setOnline(online) {
  elements.root.dataset.connection = online ? "online" : "offline";
  elements.connectionStatus.hidden = online;
  if (online && elements.errorBanner.dataset.code === "networkError") clearError();
}

/** Opens the stream again, or goes to the login page when the session has ended. */
function reopen() {
  api("/api/session")
    .then((session) => (session.signInRequired && !session.role ? goToLogin() : connectEvents()))
    .catch(() => setTimeout(reopen, 2000));
}

/**
 * Listens to the server's events. A widget's change arrives rendered for this page's appearance
 * and locked state, so the stream is opened again when either changes.
 */
export function connectEvents() {
  eventSource?.close();
  const source = (eventSource = new EventSource(`/api/events?${renderQuery()}`));
  let opened = false;
  source.addEventListener("open", () => {
    elements.root.dataset.events = "open";
    setOnline(true);
    // Events may have been missed before this stream opened: bring everything up to date
    // (unchanged widgets cost a 304 and no redraw).
    if (opened || state.tiles.size) loadInstances().then(renderAllTiles).catch(showError);
    opened = true;
    // The Live Activities too, drawn in this stream's colour scheme (activities.js listens).
    document.dispatchEvent(new CustomEvent("widgetry:activitychanged", { detail: null }));
  });
  source.addEventListener("error", () => {
    elements.root.dataset.events = "reconnecting";
    setOnline(false);
    // A refused stream (the session ended: signed out, revoked) is not retried by the browser.
    if (source.readyState === EventSource.CLOSED && source === eventSource) setTimeout(reopen, 2000);
  });
  const data = (event) => {
    try {
      return JSON.parse(event.data);
    } catch {
      return {};
    }
  };
  source.addEventListener("widgetChanged", (event) => {
    const { instanceID, instance, render } = data(event);
    const tile = state.tiles.get(instanceID);
    if (!tile) scheduleLayout();
    else if (instance && render && source === eventSource) {
      replaceInstance(tile, instance);
      showRendered(tile, render);
    } else scheduleRefresh(instanceID);
    if (state.inspected === instanceID) scheduleInspector();
    // A stacked widget's new entry may put another member of its stack on top.
    if (tile?.instance.stackID) scheduleStacks();
  });
  // The Control Center (controls.js) listens on the document: no import, no cycle.
  source.addEventListener("controlChanged", (event) => {
    document.dispatchEvent(new CustomEvent("widgetry:controlchanged", { detail: data(event).controlID }));
  });
  // A Live Activity started, changed, ended or went: activities.js fetches them again.
  source.addEventListener("activityChanged", (event) => {
    document.dispatchEvent(new CustomEvent("widgetry:activitychanged", { detail: data(event).activityID ?? null }));
  });
  source.addEventListener("layoutChanged", scheduleLayout);
  source.addEventListener("decision", (event) => {
    if (state.inspected === data(event).instanceID) scheduleInspector();
  });
  // An extension was rebuilt or came up: its widgets' names, sizes and availability may differ.
  source.addEventListener("extensionChanged", scheduleLayout);
  source.addEventListener("recommendationsChanged", () => {
    if (elements.gallery.open) loadGallery().catch(showError);
  });
}
