// The previews page: every preview of one extension (its #Previews, then its PreviewProviders'
// views), each entry rendered light and dark side by side (a Live Activity's island views on the
// island): the author's canvas. An ES module,
// the page's only script (the Content-Security-Policy allows no inline script). It reads
// /api/widgets (the extensions) and /api/extensions/{id}/previews, and listens to /api/events:
// when the host reports that the extension was rebuilt (`extensionChanged`) it asks for the
// previews again. No polling.
// It shares the API helper, error banner, element maker and fragment parsing with the home
// screen (page.js).
//
// Strings from the server reach the page through textContent; the rendered fragments, which
// the server's renderer escapes, carry their CSS in data-wr-css, applied here through CSSOM
// (the policy forbids style attributes).

import "./widgetry-render.js";
import { api, clearError, el, familyName, showError, widgetNodes } from "./page.js";

const elements = {
  root: document.documentElement,
  select: document.getElementById("extension-select"),
  list: document.getElementById("previews-list"),
  empty: document.getElementById("previews-empty"),
  status: document.getElementById("previews-status"),
  errorBanner: document.getElementById("error-banner"),
  errorMessage: document.getElementById("error-message"),
  errorDismiss: document.getElementById("error-dismiss"),
};

const state = {
  /** The extension shown (its id). */
  extensionID: null,
  /** Increases with every request for previews: a slower earlier answer is dropped. */
  sequence: 0,
  /** How many times the previews were drawn (tests wait for it to grow after a rebuild). */
  renders: 0,
};

/** One rendering of an entry in a colour scheme, labelled. */
function variant(scheme, html, family) {
  return el(
    "figure",
    { class: `preview-variant preview-variant-${scheme}`, "data-scheme": scheme },
    el("div", { class: `preview-canvas family-${family}` }, widgetNodes(html)),
    el("figcaption", { text: scheme === "dark" ? "Dark" : "Light" }),
  );
}

/**
 * A Live Activity's island views on the island: the compact leading and trailing views either
 * side of the camera in one black capsule, or the minimal or expanded view on its own shape
 * (drawn by the renderer), over a dark screen.
 */
function island(parts, family) {
  const shape = el("div", { class: `preview-island preview-island-${family}` });
  for (const [index, html] of parts.entries()) {
    if (index > 0 && family === "activityCompact") shape.append(el("div", { class: "preview-island-camera", "aria-hidden": "true" }));
    shape.append(widgetNodes(html));
  }
  return el("figure", { class: "preview-variant preview-variant-dark", "data-scheme": "dark" }, shape, el("figcaption", { text: "Dynamic Island" }));
}

/**
 * A preview: its name, kind (a #Preview's widget; a PreviewProvider's preview has none), family
 * and place in the source (a PreviewProvider's has no line), then each entry light and dark.
 */
function previewSection(preview, index) {
  const titleID = `preview-${index}-title`;
  const family = familyName(preview.family);
  const section = el(
    "section",
    { class: "preview", "aria-labelledby": titleID, "data-kind": preview.kind, "data-family": preview.family },
    el(
      "header",
      { class: "preview-header" },
      el("h2", { id: titleID, class: "preview-title", text: preview.name ?? preview.kind }),
      el(
        "p",
        { class: "preview-meta" },
        preview.kind == null ? null : el("span", { class: "preview-kind", text: preview.kind }),
        el("span", { class: "preview-family", text: family }),
        el("code", { class: "preview-source", text: preview.line == null ? preview.fileID : `${preview.fileID}:${preview.line}` }),
      ),
    ),
  );
  const entries = el("ol", { class: "preview-entries" });
  for (const entry of preview.entries) {
    const date = new Date(entry.date);
    entries.append(
      el(
        "li",
        // Dates and timers inside show as at the entry's own date (widgetry-render.js).
        { class: "preview-entry", "data-wr-now": String(date.getTime() / 1000) },
        el("time", { class: "preview-entry-date", datetime: entry.date, text: date.toLocaleString() }),
        entry.island == null
          ? el("div", { class: "preview-variants" }, variant("light", entry.light, preview.family), variant("dark", entry.dark, preview.family))
          : el("div", { class: "preview-variants" }, island(entry.island, preview.family)),
      ),
    );
  }
  section.append(entries);
  return section;
}

/** Asks for the shown extension's previews and draws them; later calls win over slower ones. */
async function loadPreviews() {
  const id = state.extensionID;
  if (id === null) return;
  const sequence = ++state.sequence;
  elements.root.dataset.loading = "true";
  try {
    const answer = await api(`/api/extensions/${encodeURIComponent(id)}/previews`);
    if (sequence !== state.sequence) return;
    elements.list.replaceChildren(...answer.previews.map(previewSection));
    elements.empty.hidden = answer.previews.length > 0;
    const count = answer.previews.length;
    elements.status.textContent = `${count} preview${count === 1 ? "" : "s"} of ${elements.select.selectedOptions[0]?.textContent ?? id}.`;
    clearError();
    state.renders += 1;
    elements.root.dataset.renders = String(state.renders);
    elements.root.dataset.loaded = "true";
  } catch (error) {
    if (sequence !== state.sequence) return;
    elements.list.replaceChildren();
    elements.empty.hidden = true;
    elements.status.textContent = "";
    showError(error);
  } finally {
    if (sequence === state.sequence) delete elements.root.dataset.loading;
  }
}

/** Shows extension `id`: the selector, the address (`?extension=`) and the previews follow. */
function show(id) {
  state.extensionID = id;
  elements.root.dataset.extension = id;
  elements.select.value = id;
  const url = new URL(window.location.href);
  url.searchParams.set("extension", id);
  window.history.replaceState(null, "", url);
  loadPreviews();
}

/** Fills the selector with the host's extensions and shows the one the address names (else the first). */
async function loadExtensions() {
  const { extensions } = await api("/api/widgets");
  elements.select.replaceChildren(...extensions.map((extension) => el("option", { value: extension.id, text: extension.name })));
  const wanted = new URL(window.location.href).searchParams.get("extension");
  if (extensions.length === 0) {
    elements.status.textContent = "No extension is registered.";
    return;
  }
  if (wanted !== null && !extensions.some((extension) => extension.id === wanted)) {
    // Keep the address's choice so the error names it; the selector offers the others.
    elements.select.prepend(el("option", { value: wanted, text: wanted }));
  }
  show(wanted ?? extensions[0].id);
}

let source = null;

/**
 * Redraws when the host reports the shown extension rebuilt; after a lost stream, redraws anyway.
 * A page left for another keeps its stream open in the browser's back/forward cache (one of the
 * server's bounded streams held for nobody): closed as the page hides, opened again (and the
 * previews redrawn) when it comes back.
 */
function connectEvents() {
  source?.close();
  source = new EventSource("/api/events");
  let lost = false;
  source.addEventListener("open", () => {
    elements.root.dataset.events = "open";
    if (lost) {
      lost = false;
      loadPreviews();
    }
  });
  source.addEventListener("error", () => {
    lost = true;
    elements.root.dataset.events = "reconnecting";
  });
  source.addEventListener("extensionChanged", (event) => {
    let extensionID;
    try {
      ({ extensionID } = JSON.parse(event.data));
    } catch {
      return;
    }
    if (extensionID === state.extensionID) loadPreviews();
  });
}

window.addEventListener("pagehide", () => {
  source?.close();
  source = null;
  elements.root.dataset.events = "closed";
});
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  connectEvents();
  loadPreviews();
});

function start() {
  elements.errorDismiss.addEventListener("click", clearError);
  elements.select.addEventListener("change", () => show(elements.select.value));
  window.addEventListener("unhandledrejection", (event) => showError(event.reason));
  elements.root.dataset.widgetry = "ready";
  connectEvents();
  loadExtensions().catch(showError);
}

start();
