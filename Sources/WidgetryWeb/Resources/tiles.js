// The home screen's tiles: rendering placed widgets, laying them out, taps, links and
// visibility.

import { openEditor } from "./editor.js";
import { replaceInstance } from "./events.js";
import { elements, showNotice, state, updateEmptyStates } from "./home.js";
import { openInspector } from "./inspector.js";
import { APIError, api, el, errorFrom, familyName, isAccessory, readPayload, seg, showError, widgetNodes } from "./page.js";

/** Apple honours `Link` in medium and larger widgets only; a small widget is one tap target. */
const honoursLinks = (family) => ["systemMedium", "systemLarge", "systemExtraLarge"].includes(family);

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
export const renderQuery = () => `colorScheme=${state.colorScheme}&locked=${state.locked ? 1 : 0}`;

/** Shows a rendered fragment in its tile, unless the tile already shows exactly that. */
export function showRendered(tile, rendered) {
  tile.renderSequence++; // a slower fetch begun earlier must not overwrite this
  if (rendered.html !== tile.html) {
    tile.widget.replaceChildren(widgetNodes(rendered.html));
    tile.html = rendered.html;
  }
  tile.element.dataset.state = rendered.state;
  tile.element.classList.remove("is-pending");
}

/** Fetches and shows what a placed widget shows now. Later calls win over slower earlier ones. */
export async function renderTile(id) {
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

export function renderAllTiles() {
  for (const id of state.tiles.keys()) renderTile(id);
}

/** Loads the placed widgets and brings the grid and the strip in line with them. */
export async function loadInstances() {
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
export async function refreshInstance(id) {
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

export function updateTile(tile, instance) {
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

export function wireHomeScreen() {
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

export function reportVisibility(tile) {
  const visible = tile.visible !== false && document.visibilityState === "visible";
  if (tile.reportedVisible === visible) return;
  tile.reportedVisible = visible;
  api(`/api/instances/${seg(tile.instance.id)}/visibility`, { method: "POST", body: { visible } }).catch((error) => {
    if (error.status !== 404) showError(error);
  });
}
