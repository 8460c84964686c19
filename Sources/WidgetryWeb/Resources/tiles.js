// The home screen's tiles: rendering placed widgets, laying them out, taps, links and
// visibility.

import { isReadOnly } from "./access.js";
import { confirmAction, elements, requestEditor, showNotice, state, updateEmptyStates } from "./home.js";
import { openInspector } from "./inspector.js";
import { scheduleFit } from "./layout.js";
import { applyPage, loadPages, updatePageEmptyState } from "./pages.js";
import { loadStacks, stackOf } from "./stacks.js";
import { APIError, api, el, errorFrom, familyName, isAccessory, readPayload, schemeFor, seg, showError, widgetNodes } from "./page.js";

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
  // A widget whose extension is not running says so (`updateTile`) instead: nothing to fetch.
  if (tile.instance.unavailable) return;
  const sequence = ++tile.renderSequence;
  const scheme = schemeFor(tile.instance.family, state.colorScheme);
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

/** Loads the pages and the placed widgets and brings the grid and the strip in line with them. */
export async function loadInstances() {
  const [{ instances }] = await Promise.all([api("/api/instances"), loadPages()]);
  state.instances = instances;
  const names = tileNames(instances);
  const seen = new Set();
  for (const instance of instances) {
    seen.add(instance.id);
    let tile = state.tiles.get(instance.id);
    const isNew = !tile;
    if (isNew) {
      tile = createTile(instance);
      state.tiles.set(instance.id, tile);
    }
    updateTile(tile, instance, names.get(instance.id));
    // Appending an element already in place moves it: this puts every tile in order.
    (isAccessory(instance.family) ? elements.lockScreenStrip : elements.homeGrid).append(tile.element);
    applyPage(tile);
    if (isNew) renderTile(instance.id);
  }
  for (const [id, tile] of state.tiles) {
    if (seen.has(id)) continue;
    if (openMenuTile === tile) closeMenu();
    visibilityObserver.unobserve(tile.element);
    tile.element.remove();
    state.tiles.delete(id);
  }
  await loadStacks();
  updateEmptyStates();
  updatePageEmptyState();
  scheduleFit();
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
  const menuButton = el("button", { type: "button", class: "tile-menu-button", "aria-haspopup": "menu", "aria-expanded": "false", "data-tile-menu": "" }, "•••");
  const menu = el("div", { class: "tile-menu", role: "menu", hidden: true });
  const element = el(
    "li",
    { class: `tile family-${instance.family}`, "data-instance-id": instance.id, "data-kind": instance.kind, draggable: "true" },
    widget,
    notice,
    el("div", { class: "tile-caption" }, el("span", { class: "tile-name" }), menuButton),
    menu,
  );
  const tile = { element, widget, notice, menuButton, menu, instance, html: null, renderSequence: 0, visible: null, reportedVisible: null };
  visibilityObserver.observe(element);
  return tile;
}

/**
 * The number each placed widget sharing its name with another goes by, kept for the widget's
 * life: a removal, a move or a reload does not renumber the others (“Counter 2” stays
 * “Counter 2” when “Counter” goes). Kept in this browser's storage, by widget id; a widget the
 * browser has not numbered yet takes the lowest number free among those of its name, in the
 * order the widgets were placed.
 */
const NUMBERS_KEY = "widgetry.tileNumbers";
let tileNumbers = null;

function storedNumbers() {
  if (tileNumbers) return tileNumbers;
  try {
    tileNumbers = new Map(Object.entries(JSON.parse(localStorage.getItem(NUMBERS_KEY) ?? "{}")));
  } catch {
    tileNumbers = new Map();
  }
  return tileNumbers;
}

/**
 * The name a tile goes by: the widget's display name, numbered when several placed widgets
 * share it ("Counter", "Counter 2"), so captions and what a screen reader says tell them apart.
 * A widget keeps its number while it lives, even once it is the only one of its name.
 */
function tileNames(instances) {
  const stored = storedNumbers();
  const numbers = new Map();
  const byName = new Map();
  const placed = [...instances].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.position - b.position);
  for (const instance of placed) {
    const group = byName.get(instance.displayName) ?? [];
    group.push(instance);
    byName.set(instance.displayName, group);
  }
  for (const group of byName.values()) {
    const used = new Set();
    const unnumbered = [];
    for (const instance of group) {
      const number = stored.get(instance.id);
      if (Number.isInteger(number) && !used.has(number)) {
        used.add(number);
        numbers.set(instance.id, number);
      } else unnumbered.push(instance);
    }
    for (const instance of unnumbered) {
      let number = 1;
      while (used.has(number)) number++;
      used.add(number);
      numbers.set(instance.id, number);
    }
  }
  tileNumbers = numbers;
  try {
    localStorage.setItem(NUMBERS_KEY, JSON.stringify(Object.fromEntries(numbers)));
  } catch {
    // Storage refused (private mode, full): the numbers hold while the page is open.
  }
  const names = new Map();
  for (const instance of instances) {
    const number = numbers.get(instance.id);
    names.set(instance.id, number === 1 ? instance.displayName : `${instance.displayName} ${number}`);
  }
  return names;
}

/** What a widget whose extension is not running shows in its place: what is missing. */
const UNAVAILABLE_TITLES = {
  extensionNotLoaded: "Extension not loaded",
  extensionNotStarting: "Extension not starting",
  kindNotFound: "Widget no longer offered",
};

function showUnavailable(tile) {
  const { reason, message } = tile.instance.unavailable;
  tile.renderSequence++; // a fetch begun before must not draw over this
  tile.html = null;
  // As iOS offers for a widget whose app is gone: keep it (it comes back with its extension)
  // or remove it.
  tile.widget.replaceChildren(
    el("div", { class: "tile-unavailable" },
      el("p", { class: "tile-unavailable-title", text: UNAVAILABLE_TITLES[reason] ?? "Not available" }),
      el("p", { class: "tile-unavailable-message", text: message, title: message }),
      el("button", { type: "button", class: "button button-small", "data-tile-action": "remove", text: "Remove Widget" })),
  );
  tile.element.dataset.state = "unavailable";
}

/** Keeps a placed widget's document (`updateTile`) and the page's list of them in step. */
export function replaceInstance(tile, instance) {
  updateTile(tile, instance);
  const index = state.instances.findIndex((item) => item.id === instance.id);
  if (index >= 0) state.instances[index] = instance;
}

export function updateTile(tile, instance, name = tile.name ?? instance.displayName) {
  const resized = tile.instance.family !== instance.family;
  const wasUnavailable = Boolean(tile.instance.unavailable) && tile.widget.querySelector(".tile-unavailable") !== null;
  tile.instance = instance;
  tile.name = name;
  const { element } = tile;
  if (resized) {
    element.className = element.className.replace(/\bfamily-\S+/, `family-${instance.family}`);
    (isAccessory(instance.family) ? elements.lockScreenStrip : elements.homeGrid).append(element);
    renderTile(instance.id);
  }
  const family = familyName(instance.family);
  element.querySelector(".tile-name").textContent = name;
  element.querySelector(".tile-name").title = name;
  tile.widget.setAttribute("role", "group");
  tile.widget.setAttribute("aria-label", `${name} widget, ${family}`);
  tile.menuButton.setAttribute("aria-label", `Options for ${name} (${family})`);
  element.classList.toggle("needs-configuration", instance.needsConfiguration);
  const missing = Object.entries(instance.missingEntities ?? {}).filter(([, ids]) => ids.length > 0);
  element.classList.toggle("has-missing-entities", missing.length > 0);

  element.classList.toggle("is-unavailable", Boolean(instance.unavailable));
  if (instance.unavailable) showUnavailable(tile);
  else if (wasUnavailable) {
    // Its extension runs again: the widget shows what it shows.
    tile.widget.replaceChildren();
    renderTile(instance.id);
  }

  tile.notice.replaceChildren();
  if (instance.unavailable) {
    // Its panel says it all.
  } else if (instance.needsConfiguration) {
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
  if (!tile.menu.hidden) fillMenu(tile);
}

/** The tile's menu (its ••• button, a right click or a long press): what can be done with it. */
function fillMenu(tile) {
  const { instance } = tile;
  const item = (action, label, { danger = false, disabled = false } = {}) =>
    el("button", { type: "button", role: "menuitem", class: danger ? "tile-menu-item is-danger" : "tile-menu-item", "data-tile-action": action, disabled, tabindex: "-1" }, label);
  const neighbours = containerOf(instance);
  const at = neighbours.findIndex((item) => item.id === instance.id);
  // Other sizes its kind supports, as iOS's menu offers them (a resize keeps the configuration).
  const sizes = (instance.supportedFamilies ?? [])
    .filter((family) => family !== instance.family)
    .map((family) => {
      const button = item("resize", `${isAccessory(family) ? "Lock Screen: " : "Size: "}${familyName(family)}`);
      button.dataset.family = family;
      return button;
    });
  // Smart Stacks: out of its stack, or onto another widget of its size on its page.
  const stacking = instance.stackID
    ? [item("unstack", "Remove from Stack")]
    : state.instances
        .filter((other) => other.id !== instance.id && other.family === instance.family && other.pageID != null && other.pageID === instance.pageID)
        .filter((other) => !other.stackID || stackOf(other.id)?.shown === other.id)
        .slice(0, 5)
        .map((other) => {
          const button = item("stack", `Stack with “${state.tiles.get(other.id)?.name ?? other.displayName}”`);
          button.dataset.onto = other.id;
          return button;
        });
  const pages = instance.pageID
    ? state.pages
        .filter((page) => page.id !== instance.pageID)
        .map((page) => {
          const button = item("page", `Move to “${page.name}”`);
          button.dataset.pageId = page.id;
          return button;
        })
    : [];
  tile.menu.replaceChildren(
    ...[
      instance.isConfigurable ? item("edit", "Edit Widget") : null,
      ...sizes,
      item("earlier", "Move Earlier", { disabled: at <= 0 }),
      item("later", "Move Later", { disabled: at < 0 || at >= neighbours.length - 1 }),
      ...stacking,
      ...pages,
      item("inspect", "Inspect Schedule"),
      item("remove", "Remove Widget", { danger: true }),
    ].filter(Boolean),
  );
  tile.menu.setAttribute("aria-label", `${tile.name} options`);
}

/** The widgets shown with `instance`, in order: those on its page, or the lock screen's. */
function containerOf(instance) {
  return state.instances.filter((item) => (instance.pageID == null ? item.pageID == null : item.pageID === instance.pageID));
}

let openMenuTile = null;

export function openMenu(tile, { focusFirst = true } = {}) {
  if (openMenuTile && openMenuTile !== tile) closeMenu();
  fillMenu(tile);
  tile.menu.hidden = false;
  tile.menuButton.setAttribute("aria-expanded", "true");
  tile.element.classList.add("has-open-menu");
  openMenuTile = tile;
  if (focusFirst) tile.menu.querySelector("[role=menuitem]:not([disabled])")?.focus();
}

export function closeMenu({ returnFocus = false } = {}) {
  const tile = openMenuTile;
  if (!tile) return;
  openMenuTile = null;
  tile.menu.hidden = true;
  tile.menuButton.setAttribute("aria-expanded", "false");
  tile.element.classList.remove("has-open-menu");
  if (returnFocus) tile.menuButton.focus();
}

/** Arrow keys move through the open menu; Escape closes it; Tab leaves it. */
function menuKeys(event) {
  const tile = openMenuTile;
  if (!tile || !tile.menu.contains(event.target)) return;
  const items = [...tile.menu.querySelectorAll("[role=menuitem]:not([disabled])")];
  const at = items.indexOf(event.target);
  const focus = (index) => items[(index + items.length) % items.length]?.focus();
  switch (event.key) {
    case "ArrowDown": event.preventDefault(); return focus(at + 1);
    case "ArrowUp": event.preventDefault(); return focus(at - 1);
    case "Home": event.preventDefault(); return focus(0);
    case "End": event.preventDefault(); return focus(items.length - 1);
    case "Escape": event.preventDefault(); return closeMenu({ returnFocus: true });
    case "Tab": return closeMenu();
  }
}

/** Moves a widget to `position`, with Undo putting the screen back as it was. */
async function moveTile(tile, position) {
  const before = state.instances.map((item) => item.id);
  await api(`/api/instances/${seg(tile.instance.id)}/move`, { method: "POST", body: { position } });
  await loadInstances();
  offerLayoutUndo(`Moved ${tile.name}.`, before);
}

/** A notice with Undo that puts the widgets back in `order` (those still placed). */
function offerLayoutUndo(message, order) {
  showNotice(message, {
    undo: async () => {
      const placed = new Set(state.instances.map((item) => item.id));
      const restored = order.filter((id) => placed.has(id));
      for (const id of placed) if (!restored.includes(id)) restored.push(id);
      await api("/api/layout", { method: "PUT", body: { order: restored } }).catch(showError);
      await loadInstances();
    },
  });
}

/** Tile menu items and notice buttons: edit, resize, move, inspect, remove. */
async function tileAction(tile, action, target) {
  const { id } = tile.instance;
  closeMenu();
  switch (action) {
    case "edit":
      return requestEditor(id);
    case "inspect":
      return openInspector(id);
    case "remove": {
      const confirmed = await confirmAction({
        title: `Remove “${tile.name}”?`,
        message: "Removing this widget also removes its configuration and history. The widget's app keeps its data.",
        action: "Remove",
      });
      if (!confirmed) return tile.menuButton.focus();
      await api(`/api/instances/${seg(id)}`, { method: "DELETE" });
      await loadInstances();
      return showNotice(`Removed ${tile.name}.`);
    }
    case "resize": {
      const before = tile.instance.family;
      const resized = await api(`/api/instances/${seg(id)}/family`, { method: "PUT", body: { family: target.dataset.family } });
      await loadInstances();
      showNotice(`${tile.name} is now ${familyName(resized.family)}.`, {
        undo: async () => {
          await api(`/api/instances/${seg(id)}/family`, { method: "PUT", body: { family: before } });
          await loadInstances();
        },
      });
      return;
    }
    case "stack":
      await api(`/api/instances/${seg(id)}/stack`, { method: "POST", body: { onto: target.dataset.onto } });
      await loadInstances();
      return showNotice(`${tile.name} joined a Smart Stack.`, {
        undo: async () => {
          await api(`/api/instances/${seg(id)}/stack`, { method: "DELETE" });
          await loadInstances();
        },
      });
    case "unstack":
      await api(`/api/instances/${seg(id)}/stack`, { method: "DELETE" });
      await loadInstances();
      return showNotice(`${tile.name} left its stack.`);
    case "page": {
      const before = state.instances.map((item) => item.id);
      const from = tile.instance.pageID;
      const page = state.pages.find((item) => item.id === target.dataset.pageId);
      await api(`/api/instances/${seg(id)}/page`, { method: "POST", body: { pageID: target.dataset.pageId } });
      await loadInstances();
      showNotice(`Moved ${tile.name} to “${page?.name ?? "another page"}”.`, {
        undo: async () => {
          await api(`/api/instances/${seg(id)}/page`, { method: "POST", body: { pageID: from } });
          await api("/api/layout", { method: "PUT", body: { order: before } }).catch(showError);
          await loadInstances();
        },
      });
      return;
    }
    case "earlier":
    case "later": {
      // The neighbour on the same page (or lock screen) gives the new place in the whole order.
      const neighbours = containerOf(tile.instance);
      const at = neighbours.findIndex((item) => item.id === id);
      const neighbour = neighbours[action === "earlier" ? at - 1 : at + 1];
      if (!neighbour) return;
      await moveTile(tile, state.instances.findIndex((item) => item.id === neighbour.id));
      return tile.menuButton.focus();
    }
  }
}

/** A tap on a widget: a link, a button or toggle, or anywhere (the widget URL). */
async function widgetTap(tile, target, event) {
  const family = tile.instance.family;
  const control = target.closest("[data-wr-action]");
  const link = control?.matches("a") ? control : null;
  if (link) event.preventDefault();
  // A wall display only looks: its buttons and toggles do nothing.
  if (control && !link && isReadOnly()) return;
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
  } else if (!isReadOnly()) {
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
      if (event.target.closest("[data-tile-menu]")) {
        if (openMenuTile === tile) closeMenu();
        else openMenu(tile);
        return;
      }
      const action = event.target.closest("[data-tile-action]");
      const task = action
        ? tileAction(tile, action.dataset.tileAction, action)
        : event.target.closest(".tile-widget")
          ? widgetTap(tile, event.target, event)
          : null;
      task?.catch(showError);
    });
    // A right click, or a long press on a touch screen, opens the tile's menu there.
    container.addEventListener("contextmenu", (event) => {
      const tileElement = event.target.closest(".tile");
      const tile = tileElement && state.tiles.get(tileElement.dataset.instanceId);
      if (!tile || event.target.closest(".tile-menu") || isReadOnly()) return;
      event.preventDefault();
      openMenu(tile);
    });
    container.addEventListener("keydown", menuKeys);
    container.addEventListener("dragstart", (event) => {
      const tile = event.target.closest?.(".tile");
      if (!tile) return;
      if (isReadOnly()) return event.preventDefault();
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
      const before = state.instances.map((item) => item.id);
      const name = state.tiles.get(id)?.name ?? "the widget";
      api("/api/layout", { method: "PUT", body: { order } })
        .then(loadInstances)
        .then(() => offerLayoutUndo(`Moved ${name}.`, before))
        .catch(showError);
    });
  }
  // A click anywhere else closes an open menu.
  document.addEventListener("click", (event) => {
    if (openMenuTile && !openMenuTile.element.contains(event.target)) closeMenu();
  });
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
