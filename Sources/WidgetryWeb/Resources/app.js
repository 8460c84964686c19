// The Widgetry home screen: the page's only script (an ES module; the Content-Security-Policy
// allows no inline script). It talks to the server through the HTTP API under /api only,
// described by /openapi.yaml.
//
// Sections: the API helper · page state · rendering widgets · the home screen (tiles, layout,
// taps, visibility) · live updates (server-sent events) · the gallery · the editor · the
// inspector · appearance and the locked switch · start.
//
// Every string from the server reaches the page through textContent or attribute setters,
// never through markup, except the rendered widget fragments, which the server's renderer
// escapes and which carry their CSS in data-wr-css (applied here through CSSOM: the policy
// forbids style attributes).

import "./widgetry-render.js";

/** The header the server requires on state-changing API requests (its same-origin check). */
const REQUEST_MARK = ["X-Widgetry-Request", "1"];

/** An error answered by the API: `{"error": {"code", "message", "issues"?}}`. */
export class APIError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} code stable camelCase code
   * @param {string} message sentence for people
   * @param {{parameter: string, code: string, message: string}[]} issues per-parameter problems
   */
  constructor(status, code, message, issues = []) {
    super(message);
    this.name = "APIError";
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/**
 * Calls the API: sends JSON (when `body` is given), always sends the same-origin mark, and
 * returns the decoded JSON answer (or the text, or null for an empty one). An error answer
 * throws an APIError; a network failure throws an APIError with code `networkError`.
 *
 * @param {string} path e.g. "/api/instances"
 * @param {{method?: string, body?: unknown, signal?: AbortSignal}} options
 */
export async function api(path, { method = "GET", body, signal } = {}) {
  const headers = new Headers({ Accept: "application/json" });
  headers.set(...REQUEST_MARK);
  const init = { method, headers, signal, credentials: "same-origin", cache: "no-cache" };
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new APIError(0, "networkError", "The Widgetry server cannot be reached.");
  }
  const payload = await readPayload(response);
  if (!response.ok) throw errorFrom(response, payload);
  return payload;
}

async function readPayload(response) {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(response, payload) {
  const error = payload && typeof payload === "object" ? payload.error : undefined;
  return new APIError(
    response.status,
    error?.code ?? "httpError",
    error?.message ?? `The server answered ${response.status} ${response.statusText}.`,
    error?.issues ?? [],
  );
}

/** A path segment, percent-encoded. */
const seg = (value) => encodeURIComponent(value);

/** The page's elements, looked up once. */
const elements = {
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

/** Shows an error in the banner at the top of the page (and logs it for developers). */
export function showError(error) {
  const message = error instanceof Error ? error.message : String(error);
  elements.errorMessage.textContent = message;
  elements.errorBanner.hidden = false;
  console.error(error);
}

/** Hides the error banner. */
export function clearError() {
  elements.errorBanner.hidden = true;
  elements.errorMessage.textContent = "";
}

let noticeTimer;
/** A passing message (a link the page cannot open, an action done). */
function showNotice(message) {
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

/** `el("div", {class: "x", "data-y": "1"}, child, "text")`: an element with attributes and children. */
function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

const FAMILY_NAMES = {
  systemSmall: "Small",
  systemMedium: "Medium",
  systemLarge: "Large",
  systemExtraLarge: "Extra Large",
  accessoryCircular: "Circular",
  accessoryRectangular: "Rectangular",
  accessoryInline: "Inline",
  accessoryCorner: "Corner",
};
const familyName = (family) => FAMILY_NAMES[family] ?? family;
const isAccessory = (family) => family.startsWith("accessory");
/** Apple honours `Link` in medium and larger widgets only; a small widget is one tap target. */
const honoursLinks = (family) => ["systemMedium", "systemLarge", "systemExtraLarge"].includes(family);

// MARK: - Page state

const state = {
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

// MARK: - Rendering widgets

/**
 * The server's widget fragment as nodes of this document: parsed inert, then each element's
 * CSS applied from data-wr-css through CSSOM (allowed by the policy, unlike style attributes).
 */
function widgetNodes(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const content = document.importNode(template.content, true);
  for (const element of content.querySelectorAll("[data-wr-css]")) {
    element.style.cssText = element.getAttribute("data-wr-css");
    element.removeAttribute("data-wr-css");
  }
  return content;
}

/**
 * Fetches a rendered fragment: its HTML, the widget's state (`X-Widgetry-State`) and its ETag.
 * The browser revalidates what it has (`no-cache`): an unchanged widget costs a 304.
 */
async function fetchRendered(path) {
  let response;
  try {
    response = await fetch(path, { headers: { Accept: "text/html" }, cache: "no-cache" });
  } catch {
    throw new APIError(0, "networkError", "The Widgetry server cannot be reached.");
  }
  if (!response.ok) throw errorFrom(response, await readPayload(response));
  return { html: await response.text(), state: response.headers.get("X-Widgetry-State") ?? "current", etag: response.headers.get("ETag") };
}

/** The page's rendering options, as the render route and the event stream read them. */
const renderQuery = () => `colorScheme=${state.colorScheme}&locked=${state.locked ? 1 : 0}`;

/** Shows a rendered fragment in its tile, unless the tile already shows exactly that. */
function showRendered(tile, rendered) {
  tile.renderSequence++; // a slower fetch begun earlier must not overwrite this
  if (rendered.html !== tile.html) {
    tile.widget.replaceChildren(widgetNodes(rendered.html));
    tile.html = rendered.html;
  }
  tile.element.dataset.state = rendered.state;
  tile.element.classList.remove("is-pending");
}

/** Fetches and shows what a placed widget shows now. Later calls win over slower earlier ones. */
async function renderTile(id) {
  const tile = state.tiles.get(id);
  if (!tile) return;
  const sequence = ++tile.renderSequence;
  // The lock screen is dark whatever the page's appearance: its widgets show their dark variant.
  const scheme = isAccessory(tile.instance.family) ? "dark" : state.colorScheme;
  const query = `colorScheme=${scheme}&locked=${state.locked ? 1 : 0}`;
  try {
    const rendered = await fetchRendered(`/api/instances/${seg(id)}/render?${query}`);
    if (sequence !== tile.renderSequence || !state.tiles.has(id)) return;
    showRendered(tile, rendered);
  } catch (error) {
    if (error.status === 404) return; // removed meanwhile: the layout event follows
    if (sequence === tile.renderSequence) tile.element.dataset.state = "error";
    showError(error);
  }
}

function renderAllTiles() {
  for (const id of state.tiles.keys()) renderTile(id);
}

// MARK: - The home screen

/** Loads the placed widgets and brings the grid and the strip in line with them. */
async function loadInstances() {
  const { instances } = await api("/api/instances");
  state.instances = instances;
  const seen = new Set();
  for (const instance of instances) {
    seen.add(instance.id);
    let tile = state.tiles.get(instance.id);
    const isNew = !tile;
    if (isNew) {
      tile = createTile(instance);
      state.tiles.set(instance.id, tile);
    }
    updateTile(tile, instance);
    // Appending an element already in place moves it: this puts every tile in order.
    (isAccessory(instance.family) ? elements.lockScreenStrip : elements.homeGrid).append(tile.element);
    if (isNew) renderTile(instance.id);
  }
  for (const [id, tile] of state.tiles) {
    if (seen.has(id)) continue;
    visibilityObserver.unobserve(tile.element);
    tile.element.remove();
    state.tiles.delete(id);
  }
  updateEmptyStates();
  elements.root.dataset.widgetCount = String(instances.length);
}

/** Refreshes one widget's document (needs configuration, missing entities) and its content. */
async function refreshInstance(id) {
  const tile = state.tiles.get(id);
  if (!tile) return;
  try {
    replaceInstance(tile, await api(`/api/instances/${seg(id)}`));
  } catch (error) {
    if (error.status !== 404) showError(error);
    return;
  }
  await renderTile(id);
}

function createTile(instance) {
  const widget = el("div", { class: "tile-widget" });
  const notice = el("div", { class: "tile-notice", role: "note" });
  const actions = el("div", { class: "tile-actions" });
  const element = el(
    "li",
    { class: `tile family-${instance.family}`, "data-instance-id": instance.id, "data-kind": instance.kind, draggable: "true" },
    widget,
    notice,
    actions,
    el("div", { class: "tile-caption" }, el("span", { class: "tile-name" })),
  );
  const tile = { element, widget, notice, actions, instance, html: null, renderSequence: 0, visible: null, reportedVisible: null };
  visibilityObserver.observe(element);
  return tile;
}

function updateTile(tile, instance) {
  tile.instance = instance;
  const { element } = tile;
  element.querySelector(".tile-name").textContent = instance.displayName;
  tile.widget.setAttribute("role", "group");
  tile.widget.setAttribute("aria-label", `${instance.displayName} widget, ${familyName(instance.family)}`);
  element.classList.toggle("needs-configuration", instance.needsConfiguration);
  const missing = Object.entries(instance.missingEntities ?? {}).filter(([, ids]) => ids.length > 0);
  element.classList.toggle("has-missing-entities", missing.length > 0);

  tile.notice.replaceChildren();
  if (instance.needsConfiguration) {
    tile.notice.append(
      el("span", { text: "Needs configuration" }),
      el("button", { type: "button", class: "button button-small", "data-tile-action": "edit", text: "Configure" }),
    );
  } else if (missing.length > 0) {
    tile.notice.append(
      el("span", { text: "Something this widget shows is no longer available." }),
      el("button", { type: "button", class: "button button-small", "data-tile-action": "edit", text: "Choose Again" }),
    );
  }
  tile.notice.hidden = tile.notice.childElementCount === 0;

  const button = (action, label, title) =>
    el("button", { type: "button", class: "tile-action", "data-tile-action": action, title, "aria-label": `${title}: ${instance.displayName}` }, label);
  tile.actions.replaceChildren(
    ...[
      instance.isConfigurable ? button("edit", "✎", "Edit Widget") : null,
      button("inspect", "ⓘ", "Inspect its schedule"),
      button("earlier", "‹", "Move earlier"),
      button("later", "›", "Move later"),
      button("remove", "✕", "Remove Widget"),
    ].filter(Boolean),
  );
}

/** Tile buttons: edit, inspect, move, remove. */
async function tileAction(tile, action) {
  const { id } = tile.instance;
  switch (action) {
    case "edit":
      return openEditor(id);
    case "inspect":
      return openInspector(id);
    case "remove":
      await api(`/api/instances/${seg(id)}`, { method: "DELETE" });
      return loadInstances();
    case "earlier":
    case "later": {
      const index = state.instances.findIndex((item) => item.id === id);
      const position = action === "earlier" ? index - 1 : index + 1;
      if (position < 0 || position >= state.instances.length) return;
      await api(`/api/instances/${seg(id)}/move`, { method: "POST", body: { position } });
      return loadInstances();
    }
  }
}

/** A tap on a widget: a link, a button or toggle, or anywhere (the widget URL). */
async function widgetTap(tile, target, event) {
  const family = tile.instance.family;
  const control = target.closest("[data-wr-action]");
  const link = control?.matches("a") ? control : null;
  if (link) event.preventDefault();
  if (control && !link) {
    if (control.disabled) return;
    event.preventDefault();
    tile.element.classList.add("is-pending");
    try {
      const result = await api(`/api/instances/${seg(tile.instance.id)}/actions/${seg(control.dataset.wrAction)}`, { method: "POST" });
      if (result?.result === "openURL" && result.url) openURL(result.url, tile);
    } catch (error) {
      tile.element.classList.remove("is-pending");
      throw error;
    }
    return;
  }
  const root = tile.widget.querySelector(".wr");
  const url = link && honoursLinks(family) ? link.dataset.wrUrl : root?.dataset.wrWidgetUrl;
  if (url) openURL(url, tile);
}

/** An http(s) URL opens in a new tab; another scheme goes to the widget's app, with the widget. */
async function openURL(url, tile) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return showNotice(`The widget links to “${url}”, which is not a URL.`);
  }
  if (parsed.protocol === "http:" || parsed.protocol === "https:") {
    window.open(parsed.href, "_blank", "noopener,noreferrer");
  } else {
    await api(`/api/instances/${seg(tile.instance.id)}/open`, { method: "POST", body: { url } });
    showNotice(`Sent ${parsed.href} to the widget's app, with the widget's configuration.`);
  }
}

function wireHomeScreen() {
  for (const container of [elements.homeGrid, elements.lockScreenStrip]) {
    container.addEventListener("click", (event) => {
      const tileElement = event.target.closest(".tile");
      const tile = tileElement && state.tiles.get(tileElement.dataset.instanceId);
      if (!tile) return;
      const action = event.target.closest("[data-tile-action]");
      const task = action
        ? tileAction(tile, action.dataset.tileAction)
        : event.target.closest(".tile-widget")
          ? widgetTap(tile, event.target, event)
          : null;
      task?.catch(showError);
    });
    container.addEventListener("dragstart", (event) => {
      const tile = event.target.closest?.(".tile");
      if (!tile) return;
      event.dataTransfer.setData("text/x-widgetry-instance", tile.dataset.instanceId);
      event.dataTransfer.effectAllowed = "move";
      tile.classList.add("is-dragging");
    });
    container.addEventListener("dragend", (event) => event.target.closest?.(".tile")?.classList.remove("is-dragging"));
    container.addEventListener("dragover", (event) => {
      if (event.dataTransfer.types.includes("text/x-widgetry-instance")) event.preventDefault();
    });
    container.addEventListener("drop", (event) => {
      const id = event.dataTransfer.getData("text/x-widgetry-instance");
      const target = event.target.closest(".tile");
      if (!id || !target || target.dataset.instanceId === id) return;
      event.preventDefault();
      const order = state.instances.map((item) => item.id).filter((item) => item !== id);
      const index = order.indexOf(target.dataset.instanceId);
      const rect = target.getBoundingClientRect();
      const after = event.clientX > rect.left + rect.width / 2;
      order.splice(after ? index + 1 : index, 0, id);
      api("/api/layout", { method: "PUT", body: { order } }).then(loadInstances).catch(showError);
    });
  }
}

/** Reports which widgets can be seen, so the host does not reload hidden ones. */
const visibilityObserver = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const tile = state.tiles.get(entry.target.dataset.instanceId);
    if (!tile) continue;
    tile.visible = entry.isIntersecting;
    reportVisibility(tile);
  }
});

function reportVisibility(tile) {
  const visible = tile.visible !== false && document.visibilityState === "visible";
  if (tile.reportedVisible === visible) return;
  tile.reportedVisible = visible;
  api(`/api/instances/${seg(tile.instance.id)}/visibility`, { method: "POST", body: { visible } }).catch((error) => {
    if (error.status !== 404) showError(error);
  });
}

// MARK: - Live updates

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

/** Keeps a placed widget's document (`updateTile`) and the page's list of them in step. */
function replaceInstance(tile, instance) {
  updateTile(tile, instance);
  const index = state.instances.findIndex((item) => item.id === instance.id);
  if (index >= 0) state.instances[index] = instance;
}

let eventSource = null;

/**
 * Listens to the server's events. A widget's change arrives rendered for this page's appearance
 * and locked state, so the stream is opened again when either changes.
 */
function connectEvents() {
  eventSource?.close();
  const source = (eventSource = new EventSource(`/api/events?${renderQuery()}`));
  let opened = false;
  source.addEventListener("open", () => {
    elements.root.dataset.events = "open";
    // Events may have been missed before this stream opened: bring everything up to date
    // (unchanged widgets cost a 304 and no redraw).
    if (opened || state.tiles.size) loadInstances().then(renderAllTiles).catch(showError);
    opened = true;
  });
  source.addEventListener("error", () => {
    elements.root.dataset.events = "reconnecting";
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
  });
  source.addEventListener("layoutChanged", scheduleLayout);
  source.addEventListener("decision", (event) => {
    if (state.inspected === data(event).instanceID) scheduleInspector();
  });
  source.addEventListener("recommendationsChanged", () => {
    if (elements.gallery.open) loadGallery().catch(showError);
  });
}

// MARK: - The gallery

function openGallery() {
  if (!elements.gallery.open) elements.gallery.showModal();
  loadGallery().catch(showError);
}

async function loadGallery() {
  elements.galleryContent.setAttribute("aria-busy", "true");
  const gallery = await api(`/api/gallery?colorScheme=${state.colorScheme}`);
  state.gallery = gallery;
  elements.galleryContent.replaceChildren(...gallery.widgets.map(galleryCard));
  if (gallery.widgets.length === 0) {
    elements.galleryContent.append(el("p", { class: "empty-state", text: "No extension offers a widget." }));
  }
  elements.galleryContent.removeAttribute("aria-busy");
}

/** The family chosen per kind, kept while the gallery is rebuilt (new recommendations, scheme). */
const galleryChoices = new Map();

function galleryCard(widget) {
  const key = `${widget.extensionID}/${widget.kind}`;
  let selected = galleryChoices.get(key) ?? widget.previews[0]?.family ?? widget.supportedFamilies[0];
  if (!widget.supportedFamilies.includes(selected)) selected = widget.supportedFamilies[0];
  const previews = el("div", { class: "gallery-previews", role: "radiogroup", "aria-label": `${widget.displayName} sizes` });
  for (const preview of widget.previews) {
    const frame = el("div", { class: `preview-frame family-${preview.family}` });
    if (preview.html) frame.append(widgetNodes(preview.html));
    else frame.append(el("p", { class: "preview-error", text: preview.error ?? "No preview." }));
    const option = el(
      "button",
      { type: "button", class: "gallery-preview", role: "radio", "data-family": preview.family, "aria-checked": preview.family === selected ? "true" : "false" },
      frame,
      el("span", { class: "gallery-family", text: familyName(preview.family) }),
    );
    option.addEventListener("click", () => {
      selected = preview.family;
      galleryChoices.set(key, selected);
      for (const other of previews.children) other.setAttribute("aria-checked", other === option ? "true" : "false");
    });
    previews.append(option);
  }
  const add = el("button", { type: "button", class: "button button-primary gallery-add", text: "Add Widget" });
  add.addEventListener("click", () => placeWidget(widget, selected).catch(showError));
  const recommendations = widget.recommendations.length
    ? el(
        "div",
        { class: "gallery-recommendations" },
        el("h4", { text: "Suggested" }),
        ...widget.recommendations.map((recommendation) => {
          const button = el("button", { type: "button", class: "button gallery-recommendation", text: recommendation.description });
          button.addEventListener("click", () => placeWidget(widget, selected, recommendation.configuration).catch(showError));
          return button;
        }),
      )
    : null;
  return el(
    "article",
    { class: "gallery-card", "data-kind": widget.kind, "data-extension-id": widget.extensionID },
    el("header", { class: "gallery-card-header" }, el("h3", { text: widget.displayName }), el("p", { text: widget.description })),
    previews,
    recommendations,
    el("div", { class: "gallery-card-footer" }, add),
  );
}

/** Places a widget; one that asks for it (or cannot show anything yet) opens in the editor. */
async function placeWidget(widget, family, configuration) {
  const body = { extensionID: widget.extensionID, kind: widget.kind, family };
  if (configuration) body.configuration = configuration;
  const instance = await api("/api/instances", { method: "POST", body });
  elements.gallery.close();
  await loadInstances();
  const prompt = instance.isConfigurable && (instance.needsConfiguration || (instance.promptsForUserConfiguration && !configuration));
  if (prompt) await openEditor(instance.id);
}

// MARK: - The editor

/** Opens the configuration form of a placed widget. */
async function openEditor(id) {
  const document_ = await api(`/api/instances/${seg(id)}/configuration`);
  const { intent, instance } = document_;
  state.editor = {
    id,
    instance,
    intent,
    values: structuredClone(document_.values),
    fields: new Map(),
    visibleSequence: 0,
  };
  elements.editorTitle.textContent = `Edit ${instance.displayName}`;
  elements.editorDescription.textContent = [intent.title, intent.description].filter(Boolean).join(" — ");
  setFormError(null);
  elements.editorFields.replaceChildren();
  for (const parameter of intent.parameters) state.editor.fields.set(parameter.key, buildField(parameter));
  showVisibleParameters(document_.visibleParameters);
  elements.editor.dataset.instanceId = id;
  if (!elements.editor.open) elements.editor.showModal();
}

function closeEditor() {
  state.editor = null;
  if (elements.editor.open) elements.editor.close();
  delete elements.editor.dataset.instanceId;
}

/** Puts the visible parameters' fields in the form, in order; the others are kept aside. */
function showVisibleParameters(keys) {
  const editor = state.editor;
  if (!editor) return;
  const fields = keys.map((key) => editor.fields.get(key)).filter(Boolean);
  for (const field of elements.editorFields.querySelectorAll(":scope > .field")) {
    if (!fields.includes(field)) field.remove();
  }
  for (const field of fields) elements.editorFields.append(field);
  if (fields.length === 0) elements.editorFields.append(el("p", { class: "empty-state", text: "This widget has nothing to configure." }));
  else elements.editorFields.querySelector(":scope > .empty-state")?.remove();
  elements.editorFields.dataset.visible = keys.join(" ");
}

/** A value changed: keep it, clear its error, and ask the server which parameters now show. */
async function parameterChanged(key, value) {
  const editor = state.editor;
  if (!editor) return;
  if (value === undefined) delete editor.values[key];
  else editor.values[key] = value;
  setFieldError(key, null);
  const sequence = ++editor.visibleSequence;
  try {
    const { visibleParameters } = await api(`/api/instances/${seg(editor.id)}/configuration/visible`, {
      method: "POST",
      body: { values: editor.values },
    });
    if (state.editor === editor && sequence === editor.visibleSequence) showVisibleParameters(visibleParameters);
  } catch (error) {
    showError(error);
  }
}

function setFieldError(key, message) {
  const field = state.editor?.fields.get(key);
  if (!field) return;
  const error = field.querySelector(":scope > .field-error");
  error.textContent = message ?? "";
  error.hidden = !message;
  field.classList.toggle("has-error", Boolean(message));
  const control = field.querySelector("input, select, textarea");
  if (control) control.setAttribute("aria-invalid", message ? "true" : "false");
}

function setFormError(message, details = []) {
  elements.editorError.replaceChildren();
  if (!message) {
    elements.editorError.hidden = true;
    return;
  }
  elements.editorError.append(el("p", { text: message }));
  if (details.length) elements.editorError.append(el("ul", {}, ...details.map((detail) => el("li", { text: detail }))));
  elements.editorError.hidden = false;
}

async function saveEditor(event) {
  event.preventDefault();
  const editor = state.editor;
  if (!editor) return;
  for (const key of editor.fields.keys()) setFieldError(key, null);
  setFormError(null);
  let stored;
  try {
    stored = await api(`/api/instances/${seg(editor.id)}/configuration`, { method: "PUT", body: { values: editor.values } });
  } catch (error) {
    if (!(error instanceof APIError) || error.status !== 422) return setFormError(error.message);
    const visible = new Set((elements.editorFields.dataset.visible ?? "").split(" "));
    const elsewhere = [];
    for (const issue of error.issues) {
      if (visible.has(issue.parameter)) setFieldError(issue.parameter, issue.message);
      else elsewhere.push(issue.message);
    }
    setFormError(error.message, elsewhere);
    elements.editorFields.querySelector(".field.has-error input, .field.has-error select")?.focus();
    return;
  }
  closeEditor();
  // The answer is the widget's new document; its new content arrives on the event stream
  // (fetched here only while the stream is down).
  const tile = state.tiles.get(editor.id);
  if (tile && stored?.instance) replaceInstance(tile, stored.instance);
  if (elements.root.dataset.events !== "open") await renderTile(editor.id);
}

let fieldCounter = 0;

/** The field of one parameter: title, description, a control for its type, its error. */
function buildField(parameter) {
  const editor = state.editor;
  const id = `field-${++fieldCounter}`;
  const field = el("div", { class: `field field-${parameter.kind}`, "data-parameter": parameter.key, "data-kind": parameter.kind });
  const label = el("label", { class: "field-title", for: id, id: `${id}-label`, text: parameter.title });
  const description = parameter.description ? el("p", { class: "field-description", id: `${id}-description`, text: parameter.description }) : null;
  const current = editor.values[parameter.key];
  const change = (value) => parameterChanged(parameter.key, value);
  const control = buildControl(parameter, id, current, change);
  if (description) control.querySelector("input, select, textarea")?.setAttribute("aria-describedby", description.id);

  const missing = editor.instance.missingEntities?.[parameter.key] ?? [];
  const warning = missing.length
    ? el("p", { class: "field-warning", role: "note", text: `No longer available: ${missing.join(", ")}. Choose again.` })
    : null;
  const clear =
    parameter.isOptional && !parameter.isArray
      ? el("button", { type: "button", class: "button button-small field-clear", text: "Clear", "aria-label": `Clear ${parameter.title}` })
      : null;
  clear?.addEventListener("click", () => {
    field.replaceChild(buildControl(parameter, id, null, change), field.querySelector(":scope > .control"));
    change(null);
  });
  field.append(
    ...[el("div", { class: "field-header" }, label, clear), description, warning, control, el("p", { class: "field-error", role: "alert", hidden: true })].filter(Boolean),
  );
  return field;
}

/** The control for a parameter's type; calls `change(value)` with the JSON value to store. */
function buildControl(parameter, id, current, change) {
  const wrap = (...children) => el("div", { class: "control" }, ...children);
  if (parameter.isArray) return wrap(arrayControl(parameter, id, current, change));
  switch (parameter.kind) {
    case "bool":
      return wrap(boolControl(parameter, id, current, change));
    case "int":
    case "double":
      return parameter.hasDynamicOptions ? wrap(dynamicSelect(parameter, id, current, change)) : wrap(...numberControl(parameter, id, current, change));
    case "enum":
      return wrap(enumSelect(parameter, id, current, change));
    case "entity":
      return wrap(entityPicker(parameter, id, current, change, false));
    case "date":
    case "dateComponents":
      return wrap(dateControl(parameter, id, current, change));
    case "url":
      return wrap(textInput(parameter, id, current, change, "url"));
    default:
      return parameter.hasDynamicOptions ? wrap(dynamicSelect(parameter, id, current, change)) : wrap(textInput(parameter, id, current, change, "text"));
  }
}

function textInput(parameter, id, current, change, type) {
  const multiline = parameter.inputOptions?.multiline;
  const input = multiline ? el("textarea", { id, rows: 3 }) : el("input", { id, type, autocomplete: "off" });
  if (parameter.inputOptions && parameter.inputOptions.autocorrect === false) input.setAttribute("spellcheck", "false");
  input.value = typeof current === "string" ? current : "";
  input.addEventListener("input", () => change(input.value === "" && parameter.isOptional ? null : input.value));
  return input;
}

function boolControl(parameter, id, current, change) {
  const input = el("input", { id, type: "checkbox", role: "switch" });
  input.checked = current === true;
  const names = parameter.boolDisplayName;
  const caption = el("span", { class: "switch-caption", text: names ? (input.checked ? names.true : names.false) : "" });
  input.addEventListener("change", () => {
    if (names) caption.textContent = input.checked ? names.true : names.false;
    change(input.checked);
  });
  return el("label", { class: "switch-control" }, input, el("span", { class: "switch-track", "aria-hidden": "true" }), caption);
}

/** Int and Double: a field, a stepper (− / +) or a slider, bounded by `inclusiveRange`. */
function numberControl(parameter, id, current, change) {
  const range = parameter.range;
  const integer = parameter.kind === "int";
  const step = integer ? 1 : range ? (range.upperBound - range.lowerBound) / 100 : "any";
  const parse = (text) => {
    if (text.trim() === "") return parameter.isOptional ? null : undefined;
    const number = Number(text);
    return Number.isFinite(number) ? (integer ? Math.trunc(number) : number) : text;
  };
  const input = el("input", { id, type: "number", inputmode: integer ? "numeric" : "decimal", step, min: range?.lowerBound, max: range?.upperBound });
  input.value = typeof current === "number" ? String(current) : "";
  const parts = [input];
  if (parameter.controlStyle === "slider" && range) {
    const slider = el("input", { type: "range", min: range.lowerBound, max: range.upperBound, step, "aria-label": parameter.title });
    slider.value = typeof current === "number" ? String(current) : String(range.lowerBound);
    slider.addEventListener("input", () => {
      input.value = slider.value;
      change(parse(slider.value));
    });
    input.addEventListener("input", () => {
      slider.value = input.value;
      change(parse(input.value));
    });
    parts.unshift(slider);
  } else {
    input.addEventListener("input", () => change(parse(input.value)));
    if (parameter.controlStyle === "stepper" || integer) {
      const nudge = (delta) => {
        const base = Number(input.value || (range ? range.lowerBound : 0));
        let next = base + delta * (integer ? 1 : Number(step) || 1);
        if (range) next = Math.min(range.upperBound, Math.max(range.lowerBound, next));
        input.value = String(integer ? Math.round(next) : Number(next.toFixed(6)));
        change(parse(input.value));
      };
      const minus = el("button", { type: "button", class: "stepper-button", "aria-label": `Decrease ${parameter.title}`, text: "−" });
      const plus = el("button", { type: "button", class: "stepper-button", "aria-label": `Increase ${parameter.title}`, text: "+" });
      minus.addEventListener("click", () => nudge(-1));
      plus.addEventListener("click", () => nudge(1));
      parts.unshift(minus);
      parts.push(plus);
    }
  }
  if (range) parts.push(el("span", { class: "range-hint", text: `${range.lowerBound} – ${range.upperBound}` }));
  return [el("div", { class: `number-control style-${parameter.controlStyle ?? "field"}` }, ...parts)];
}

function enumSelect(parameter, id, current, change) {
  const select = el("select", { id });
  if (parameter.isOptional) select.append(el("option", { value: "", text: "None" }));
  const cases = parameter.enumType?.cases ?? [];
  cases.forEach((item, index) => {
    const text = item.display.subtitle ? `${item.display.title} — ${item.display.subtitle}` : item.display.title;
    select.append(el("option", { value: String(index), text }));
  });
  const index = cases.findIndex((item) => sameValue(item.value, current));
  select.value = index >= 0 ? String(index) : parameter.isOptional ? "" : "0";
  select.addEventListener("change", () => change(select.value === "" ? null : cases[Number(select.value)].value));
  return select;
}

/** Choices from an options provider (not an entity): a select filled from the server. */
function dynamicSelect(parameter, id, current, change) {
  const select = el("select", { id, "aria-busy": "true" });
  let items = [];
  loadOptions(parameter.key, null)
    .then((options) => {
      items = options.sections.flatMap((section) => section.items);
      select.replaceChildren();
      if (parameter.isOptional) select.append(el("option", { value: "", text: "None" }));
      for (const section of options.sections) {
        const parent = section.title ? el("optgroup", { label: section.title }) : select;
        for (const item of section.items) parent.append(el("option", { value: String(items.indexOf(item)), text: item.display.title }));
        if (parent !== select) select.append(parent);
      }
      const index = items.findIndex((item) => sameValue(item.value, current));
      select.value = index >= 0 ? String(index) : "";
      select.removeAttribute("aria-busy");
    })
    .catch(showError);
  select.addEventListener("change", () => change(select.value === "" ? null : items[Number(select.value)].value));
  return select;
}

async function loadOptions(key, query) {
  const editor = state.editor;
  const suffix = query ? `?query=${encodeURIComponent(query)}` : "";
  return api(`/api/instances/${seg(editor.id)}/options/${seg(key)}${suffix}`);
}

/**
 * A searchable picker of entities (suggestions, then `entities(matching:)` as the person
 * types), in the provider's sections. `multiple`: several can be chosen (arrays).
 */
function entityPicker(parameter, id, current, change, multiple) {
  const titles = new Map(); // a value's key → its title, from every answer seen
  let chosen = multiple ? (Array.isArray(current) ? [...current] : []) : current ?? null;
  const summary = el("div", { class: "picker-current", "aria-live": "polite" });
  const search = el("input", {
    id,
    type: "search",
    class: "picker-search",
    autocomplete: "off",
    placeholder: `Search ${parameter.entityType?.typeDisplayName ?? parameter.title}`,
    "aria-controls": `${id}-results`,
  });
  const results = el("div", { class: "picker-results", id: `${id}-results`, role: "listbox", "aria-multiselectable": multiple ? "true" : "false" });
  const isChosen = (value) => (multiple ? chosen.some((item) => sameValue(item, value)) : sameValue(chosen, value));

  const showSummary = () => {
    const values = multiple ? chosen : chosen === null || chosen === undefined ? [] : [chosen];
    summary.replaceChildren(
      values.length
        ? el("span", {}, "Chosen: ", ...values.map((value, index) => el("strong", { text: (index ? ", " : "") + (titles.get(valueKey(value)) ?? value?.displayString ?? String(value)) })))
        : el("span", { class: "picker-none", text: "Nothing chosen" }),
    );
  };
  const showOptions = (options) => {
    results.replaceChildren();
    if (options.promptLabel) search.placeholder = options.promptLabel;
    let count = 0;
    for (const section of options.sections) {
      const group = el("div", { class: "picker-section", role: "group" });
      if (section.title) {
        group.append(el("h4", { class: "picker-section-title", text: section.title }));
        group.setAttribute("aria-label", section.title);
      }
      for (const item of section.items) {
        count += 1;
        titles.set(valueKey(item.value), item.display.title);
        const option = el(
          "button",
          { type: "button", class: "picker-option", role: "option", "aria-selected": isChosen(item.value) ? "true" : "false", "data-value": JSON.stringify(item.value) },
          el("span", { class: "picker-option-title", text: item.display.title }),
          item.display.subtitle ? el("span", { class: "picker-option-subtitle", text: item.display.subtitle }) : null,
        );
        option.addEventListener("click", () => {
          if (multiple) {
            chosen = isChosen(item.value) ? chosen.filter((value) => !sameValue(value, item.value)) : [...chosen, item.value];
          } else {
            chosen = item.value;
          }
          for (const other of results.querySelectorAll(".picker-option")) {
            other.setAttribute("aria-selected", isChosen(JSON.parse(other.dataset.value)) ? "true" : "false");
          }
          showSummary();
          change(multiple ? [...chosen] : chosen);
        });
        group.append(option);
      }
      results.append(group);
    }
    if (count === 0) results.append(el("p", { class: "picker-empty", text: "No matches." }));
    showSummary();
  };

  let sequence = 0;
  let timer;
  const load = (query) => {
    const mine = ++sequence;
    results.setAttribute("aria-busy", "true");
    loadOptions(parameter.key, query)
      .then((options) => {
        if (mine !== sequence) return;
        results.removeAttribute("aria-busy");
        showOptions(options);
      })
      .catch(showError);
  };
  search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(search.value.trim() || null), 200);
  });
  search.addEventListener("keydown", (event) => {
    if (event.key === "Enter") event.preventDefault();
  });
  showSummary();
  load(null);
  return el("div", { class: "picker" }, summary, search, results);
}

/** Date (`kind: .date/.time/.dateTime`) and DateComponents values, in the browser's zone. */
function dateControl(parameter, id, current, change) {
  const kind = parameter.dateKind ?? (parameter.kind === "dateComponents" ? "date" : "dateTime");
  const type = kind === "date" ? "date" : kind === "time" ? "time" : "datetime-local";
  const input = el("input", { id, type });
  const two = (n) => String(n).padStart(2, "0");
  if (parameter.kind === "dateComponents") {
    if (current && typeof current === "object") {
      const c = current;
      const date = c.year ? `${c.year}-${two(c.month ?? 1)}-${two(c.day ?? 1)}` : "";
      const time = c.hour !== undefined ? `${two(c.hour)}:${two(c.minute ?? 0)}` : "";
      input.value = type === "date" ? date : type === "time" ? time : date && time ? `${date}T${time}` : "";
    }
    input.addEventListener("change", () => {
      if (!input.value) return change(parameter.isOptional ? null : undefined);
      const [datePart, timePart] = type === "time" ? [null, input.value] : input.value.split("T");
      const components = {};
      if (datePart) [components.year, components.month, components.day] = datePart.split("-").map(Number);
      if (timePart) [components.hour, components.minute] = timePart.split(":").map(Number);
      change(components);
    });
  } else {
    if (typeof current === "string" && !Number.isNaN(Date.parse(current))) {
      const d = new Date(current);
      const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
      const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
      input.value = type === "date" ? date : type === "time" ? time : `${date}T${time}`;
    }
    input.addEventListener("change", () => {
      if (!input.value) return change(parameter.isOptional ? null : undefined);
      const today = new Date();
      const local =
        type === "date"
          ? new Date(`${input.value}T00:00`)
          : type === "time"
            ? new Date(`${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}T${input.value}`)
            : new Date(input.value);
      change(local.toISOString());
    });
  }
  return input;
}

/** Arrays: a multi-select for enums and entities, a list of fields for the rest. */
function arrayControl(parameter, id, current, change) {
  const values = Array.isArray(current) ? [...current] : [];
  const size = parameter.arraySize;
  const bounds = size ? [size.min !== undefined ? `at least ${size.min}` : null, size.max !== undefined ? `at most ${size.max}` : null].filter(Boolean).join(", ") : "";
  const hint = bounds ? el("p", { class: "range-hint", text: `Choose ${bounds}.` }) : null;
  if (parameter.kind === "entity") return el("div", {}, entityPicker(parameter, id, values, change, true), hint);
  if (parameter.kind === "enum") {
    const cases = parameter.enumType?.cases ?? [];
    const group = el("div", { class: "checkbox-list", role: "group", id });
    cases.forEach((item) => {
      const box = el("input", { type: "checkbox" });
      box.checked = values.some((value) => sameValue(value, item.value));
      box.addEventListener("change", () => {
        const next = cases.filter((other, index) => group.querySelectorAll("input")[index].checked).map((other) => other.value);
        change(next);
      });
      group.append(el("label", { class: "checkbox-item" }, box, el("span", { text: item.display.title })));
    });
    return el("div", {}, group, hint);
  }
  const list = el("div", { class: "array-list", id });
  const collect = () =>
    [...list.querySelectorAll("input")].map((input) => (parameter.kind === "int" || parameter.kind === "double" ? Number(input.value) : input.value));
  const addRow = (value) => {
    const input = el("input", { type: parameter.kind === "int" || parameter.kind === "double" ? "number" : parameter.kind === "url" ? "url" : "text", "aria-label": parameter.title });
    input.value = value === undefined || value === null ? "" : String(value);
    input.addEventListener("input", () => change(collect()));
    const remove = el("button", { type: "button", class: "button button-small", text: "Remove", "aria-label": `Remove from ${parameter.title}` });
    remove.addEventListener("click", () => {
      row.remove();
      change(collect());
    });
    const row = el("div", { class: "array-row" }, input, remove);
    list.append(row);
    return input;
  };
  values.forEach(addRow);
  const add = el("button", { type: "button", class: "button button-small", text: `Add ${parameter.title}` });
  add.addEventListener("click", () => {
    addRow("").focus();
    change(collect());
  });
  return el("div", {}, list, add, hint);
}

/** Two JSON values are the same (numbers compared as numbers). */
function sameValue(a, b) {
  if (typeof a === "number" && typeof b === "number") return a === b;
  return valueKey(a) === valueKey(b);
}

/** What identifies a stored value: a SiriKit object (`{identifier, displayString, …}`) is its identifier, anything else its JSON. */
function valueKey(value) {
  if (value && typeof value === "object" && !Array.isArray(value) && typeof value.identifier === "string") return `object:${value.identifier}`;
  return JSON.stringify(value);
}

// MARK: - The inspector

async function openInspector(id) {
  state.inspected = id;
  const tile = state.tiles.get(id);
  elements.inspectorTitle.textContent = `${tile?.instance.displayName ?? "Widget"} — Inspector`;
  elements.inspector.dataset.instanceId = id;
  if (!elements.inspector.open) elements.inspector.showModal();
  await loadInspector();
}

let inspectorScheduled = false;
function scheduleInspector() {
  if (inspectorScheduled) return;
  inspectorScheduled = true;
  setTimeout(() => {
    inspectorScheduled = false;
    if (state.inspected) loadInspector().catch(showError);
  }, 100);
}

const time = (value) => (value ? new Date(value).toLocaleString() : "—");
function fromNow(value) {
  if (!value) return "";
  const seconds = Math.round((new Date(value).getTime() - Date.now()) / 1000);
  const magnitude = Math.abs(seconds);
  const text = magnitude < 60 ? `${magnitude} s` : magnitude < 3600 ? `${Math.round(magnitude / 60)} min` : `${(magnitude / 3600).toFixed(1)} h`;
  return seconds >= 0 ? `in ${text}` : `${text} ago`;
}

async function loadInspector() {
  const id = state.inspected;
  if (!id) return;
  const report = await api(`/api/instances/${seg(id)}/inspector`);
  if (state.inspected !== id) return;
  const definition = (term, ...details) => [el("dt", { text: term }), el("dd", {}, ...details)];
  const section = (title, ...content) => el("section", { class: "inspector-section" }, el("h3", { text: title }), ...content);

  const status = section(
    "Status",
    el(
      "dl",
      { class: "facts" },
      ...definition("Shows", report.state ?? "—"),
      ...definition("Scheduled", report.scheduled ? "yes" : "no (it needs configuration)"),
      ...definition("Reloading now", report.isReloading ? "yes" : "no"),
      ...definition("Failures in a row", String(report.consecutiveFailures)),
    ),
  );

  const timeline = report.timeline;
  const entries = timeline
    ? section(
        "Timeline",
        el(
          "dl",
          { class: "facts" },
          ...definition("Policy", timeline.policy === "after" ? `after ${time(timeline.policyDate)}` : timeline.policy),
          ...definition("Received", time(timeline.fetchedAt)),
          ...definition("Next entry", timeline.nextEntryDate ? `${time(timeline.nextEntryDate)} (${fromNow(timeline.nextEntryDate)})` : "none"),
        ),
        el(
          "table",
          { class: "inspector-table timeline-entries" },
          el("thead", {}, el("tr", {}, el("th", { text: "Entry date" }), el("th", { text: "" }), el("th", { text: "Relevance" }))),
          el(
            "tbody",
            {},
            ...timeline.entries.map((entry) =>
              el(
                "tr",
                { class: entry.shown ? "is-shown" : "" },
                el("td", { text: time(entry.date) }),
                el("td", { text: entry.shown ? "shown now" : fromNow(entry.date) }),
                el("td", { text: entry.relevance ?? "" }),
              ),
            ),
          ),
        ),
      )
    : section("Timeline", el("p", { text: "No timeline has loaded yet." }));

  const next = report.nextReload;
  const reload = section(
    "Next reload",
    next
      ? el(
          "p",
          { class: "next-reload" },
          next.explanation,
          next.date ? el("span", { class: "muted", text: ` ${time(next.date)}` }) : null,
        )
      : el("p", { text: "None planned: the timeline's policy is never, and nothing asked for one." }),
  );

  const budget = report.budget;
  const meter = el("meter", { min: 0, max: budget.limit, value: budget.left, low: budget.limit * 0.2, optimum: budget.limit });
  const budgetSection = section(
    "Budget",
    el("p", {}, `${budget.used} used, ${budget.left} left of ${budget.limit} counted reloads in ${budget.windowSeconds / 3600} hours; at least ${budget.minimumIntervalSeconds / 60} minutes apart.`),
    meter,
    budget.nextRefill ? el("p", { class: "muted", text: `A use comes back ${time(budget.nextRefill)} (${fromNow(budget.nextRefill)}).` }) : null,
  );

  const history = section(
    "History",
    report.history.length
      ? el(
          "table",
          { class: "inspector-table history" },
          el("thead", {}, el("tr", {}, ...["Time", "Reason", "Counted", "Left", "Outcome"].map((text) => el("th", { text })))),
          el(
            "tbody",
            {},
            ...report.history.map((item) =>
              el(
                "tr",
                {},
                el("td", { text: time(item.time) }),
                el("td", { text: item.reason }),
                el("td", { text: item.counted ? "yes" : "no" }),
                el("td", { text: String(item.budgetLeft) }),
                el("td", { text: item.outcome }),
              ),
            ),
          ),
        )
      : el("p", { text: "No decisions yet." }),
  );

  const errors = section(
    "Last errors",
    report.errors.length
      ? el("ul", { class: "inspector-errors" }, ...report.errors.map((error) => el("li", {}, el("strong", { text: `${time(error.time)} · ${error.operation}: ` }), error.message)))
      : el("p", { text: "None." }),
  );
  elements.inspectorContent.replaceChildren(status, reload, budgetSection, entries, history, errors);
}

function closeInspector() {
  state.inspected = null;
  if (elements.inspector.open) elements.inspector.close();
}

// MARK: - Appearance and the locked switch

const darkQuery = window.matchMedia("(prefers-color-scheme: dark)");

function applyAppearance() {
  const scheme = state.appearance === "auto" ? (darkQuery.matches ? "dark" : "light") : state.appearance;
  elements.root.dataset.theme = scheme;
  if (scheme === state.colorScheme) return;
  state.colorScheme = scheme;
  renderAllTiles();
  if (eventSource) connectEvents();
  if (elements.gallery.open) loadGallery().catch(showError);
}

function wireAppearance() {
  const stored = localStorage.getItem("widgetry.appearance");
  state.appearance = ["light", "dark", "auto"].includes(stored) ? stored : "auto";
  elements.appearance.value = state.appearance;
  state.colorScheme = null;
  applyAppearance();
  elements.appearance.addEventListener("change", () => {
    state.appearance = elements.appearance.value;
    localStorage.setItem("widgetry.appearance", state.appearance);
    applyAppearance();
  });
  darkQuery.addEventListener("change", applyAppearance);

  state.locked = localStorage.getItem("widgetry.locked") === "1";
  elements.lockedSwitch.checked = state.locked;
  elements.root.dataset.locked = String(state.locked);
  elements.lockedSwitch.addEventListener("change", () => {
    state.locked = elements.lockedSwitch.checked;
    localStorage.setItem("widgetry.locked", state.locked ? "1" : "0");
    elements.root.dataset.locked = String(state.locked);
    renderAllTiles();
    connectEvents();
  });
}

// MARK: - Start

function start() {
  elements.addWidget.addEventListener("click", openGallery);
  elements.errorDismiss.addEventListener("click", clearError);
  elements.editorForm.addEventListener("submit", (event) => saveEditor(event).catch(showError));
  elements.editorCancel.addEventListener("click", closeEditor);
  // A dialog's close event comes a task later: by then the dialog may be open again for another
  // widget (a quick Save, then Edit), whose state must stay.
  elements.editor.addEventListener("close", () => {
    if (!elements.editor.open) state.editor = null;
  });
  elements.inspectorClose.addEventListener("click", closeInspector);
  elements.inspector.addEventListener("close", () => {
    if (!elements.inspector.open) state.inspected = null;
  });
  elements.inspectorReload.addEventListener("click", () => {
    if (state.inspected) api(`/api/instances/${seg(state.inspected)}/reload`, { method: "POST" }).then(loadInspector).catch(showError);
  });
  document.addEventListener("visibilitychange", () => {
    for (const tile of state.tiles.values()) reportVisibility(tile);
  });
  window.addEventListener("unhandledrejection", (event) => showError(event.reason));
  wireAppearance();
  wireHomeScreen();
  updateEmptyStates();
  // Tells tests (and curious people) that the script ran under the page's policy.
  elements.root.dataset.widgetry = "ready";
  connectEvents();
  loadInstances()
    .then(() => (elements.root.dataset.loaded = "true"))
    .catch(showError);
}

start();
