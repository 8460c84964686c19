// The Control Center: the placed controls (`ControlWidget`) as iOS 18 draws them — a button as a
// small round module, a toggle as a wider one with its title and value — in pages of a 4 × 4
// grid; a tap runs the control's action in its extension at once (a toggle flips while it
// runs), then shows the value the extension reports. Opened from the header, the C key, or a
// swipe down from the top edge on a touch screen; the controls gallery adds them, the edit mode
// configures and removes them (with Undo).

import { isReadOnly } from "./access.js";
import { openControlEditor } from "./editor.js";
import { confirmAction, showNotice } from "./home.js";
import { api, el, seg, showError } from "./page.js";

const elements = {
  button: document.getElementById("controls-button"),
  dialog: document.getElementById("control-center"),
  pages: document.getElementById("control-pages"),
  dots: document.getElementById("control-page-dots"),
  empty: document.getElementById("control-empty"),
  edit: document.getElementById("control-edit"),
  add: document.getElementById("control-add"),
  close: document.getElementById("control-center-close"),
  gallery: document.getElementById("control-gallery"),
  galleryContent: document.getElementById("control-gallery-content"),
  galleryClose: document.getElementById("control-gallery-close"),
  notice: document.getElementById("notice"),
  status: document.getElementById("control-status"),
  galleryTitle: document.getElementById("control-gallery-title"),
  slots: document.getElementById("lock-slots"),
};

/** The lock screen's two control slots, at its bottom corners. */
const SLOTS = { lockScreenLeading: "left", lockScreenTrailing: "right" };

/** Cells of one page: four columns, four rows; a toggle takes two cells of a row. */
const PAGE_CELLS = 16;

/** id → {control, element, pending}: the placed controls, in Control Center and the lock screen's slots. */
const shown = new Map();
/** Control Center's controls in order (those in no slot). */
let order = [];
/** The controls in a lock-screen slot, in their place in the whole order. */
let slotted = [];
/** Where the controls gallery places: Control Center (null) or a lock-screen slot. */
let gallerySlot = null;
let editing = false;
let loadSequence = 0;

/** Opens the Control Center and brings its controls up to date. */
export function openControlCenter() {
  // The page's notice (Undo after a removal) goes along: a modal dialog makes the rest inert.
  elements.dialog.append(elements.notice);
  if (!elements.dialog.open) elements.dialog.showModal();
  loadControls().catch(showError);
}

let reloadScheduled = false;
/**
 * A control's value changed, or one was placed or removed (an event): the list is fetched again
 * (once for several events; each control's value is the host's), for the Control Center and the
 * lock screen's slots.
 */
function controlChanged() {
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    loadControls().catch(showError);
  }, 50);
}

async function loadControls() {
  const sequence = ++loadSequence;
  elements.pages.setAttribute("aria-busy", "true");
  const { controls } = await api("/api/controls");
  if (sequence !== loadSequence) return;
  order = controls.filter((control) => !control.slot).map((control) => control.id);
  slotted = controls.filter((control) => control.slot).map((control) => control.id);
  for (const id of [...shown.keys()]) if (!controls.some((control) => control.id === id)) shown.delete(id);
  for (const control of controls) {
    const entry = shown.get(control.id);
    if (entry && !entry.pending) fill(entry, control);
    else if (!entry) shown.set(control.id, create(control));
  }
  layOut();
  layOutSlots(controls);
  elements.pages.removeAttribute("aria-busy");
  elements.dialog.dataset.loaded = "true";
}

/** Each slot shows its control, or a button that adds one there. */
function layOutSlots(controls) {
  for (const [slot, side] of Object.entries(SLOTS)) {
    const holder = elements.slots.querySelector(`[data-slot="${slot}"]`);
    const control = controls.find((item) => item.slot === slot);
    if (control) {
      holder.replaceChildren(shown.get(control.id).element);
      continue;
    }
    if (holder.querySelector(".lock-slot-add")) continue;
    const add = el("button", { type: "button", class: "lock-slot-add", "aria-label": `Add a control to the lock screen's ${side} corner`, text: "+" });
    add.addEventListener("click", () => {
      openControlCenter();
      openControlGallery(slot).catch(showError);
    });
    holder.replaceChildren(add);
  }
}

/** Puts the modules in pages of `PAGE_CELLS` cells, with a dot per page. */
function layOut() {
  const pages = [];
  let cells = PAGE_CELLS;
  for (const id of order) {
    const entry = shown.get(id);
    const size = entry.control.value?.template === "toggle" ? 2 : 1;
    if (cells + size > PAGE_CELLS) {
      pages.push(el("ul", { class: "control-page", "aria-label": `Controls, page ${pages.length + 1}` }));
      cells = 0;
    }
    cells += size;
    pages.at(-1).append(entry.element);
  }
  elements.pages.replaceChildren(...pages);
  elements.empty.hidden = order.length > 0;
  elements.dots.replaceChildren(
    ...(pages.length > 1
      ? pages.map((page, index) => {
          const dot = el("button", { type: "button", class: "control-page-dot", "aria-label": `Page ${index + 1}` });
          dot.addEventListener("click", () => page.scrollIntoView({ behavior: "smooth", inline: "start", block: "nearest" }));
          return dot;
        })
      : []),
  );
}

function create(control) {
  const module = el("button", { type: "button", class: "control-module" });
  const symbol = el("span", { class: "control-symbol", "aria-hidden": "true" });
  const title = el("span", { class: "control-title" });
  const value = el("span", { class: "control-value" });
  module.append(el("span", { class: "control-disc" }, symbol), el("span", { class: "control-text" }, title, value));
  const caption = el("span", { class: "control-caption", "aria-hidden": "true" });
  const configure = el("button", { type: "button", class: "control-badge control-configure", text: "⚙" });
  const remove = el("button", { type: "button", class: "control-badge control-remove", text: "−" });
  const element = el("li", { class: "control", "data-control-id": control.id }, module, caption, remove, configure);
  const entry = { control, element, module, symbol, title, value, caption, configure, remove, pending: false };
  module.addEventListener("click", () => tap(entry).catch(showError));
  wireMoving(entry);
  configure.addEventListener("click", () => configureControl(entry).catch(showError));
  remove.addEventListener("click", () => removeControl(entry).catch(showError));
  fill(entry, control);
  return entry;
}

/** The template at its value, as iOS draws it: symbol, title, value text, on/off tint. */
function fill(entry, control, isOn = control.value?.isOn) {
  entry.control = control;
  const value = control.value;
  const template = value?.template ?? "button";
  // A button shows its action label while its action runs ("Opening…"), when it has one.
  const acting = template === "button" && entry.pending && (value?.onLabel?.text || value?.onLabel?.symbol);
  const label = template === "toggle" ? (isOn ? value.onLabel : value.offLabel) : acting ? { ...value.label, ...value.onLabel } : value?.label;
  const name = value?.title || value?.label?.text || control.kind;
  const state = control.needsConfiguration ? "Needs setup" : control.error ? "Not available" : template === "toggle" ? label?.text || (isOn ? "On" : "Off") : "";
  const element = entry.element;
  element.className = `control template-${template}${control.slot ? " in-slot" : ""}`;
  element.draggable = editing && !control.slot;
  element.classList.toggle("is-on", template === "toggle" && Boolean(isOn));
  element.classList.toggle("needs-configuration", control.needsConfiguration);
  element.classList.toggle("has-error", Boolean(control.error));
  element.dataset.kind = control.kind;
  entry.title.textContent = name;
  entry.value.textContent = state;
  entry.caption.textContent = acting && value.onLabel.text ? value.onLabel.text : name;
  drawSymbol(entry, label?.symbol ?? value?.label?.symbol, name);
  const tint = value?.tint;
  if (tint) entry.element.style.setProperty("--control-tint", `rgb(${tint.red * 255} ${tint.green * 255} ${tint.blue * 255} / ${tint.opacity})`);
  else entry.element.style.removeProperty("--control-tint");
  entry.module.setAttribute("aria-label", [name, state].filter(Boolean).join(", "));
  if (template === "toggle") entry.module.setAttribute("aria-pressed", isOn ? "true" : "false");
  else entry.module.removeAttribute("aria-pressed");
  // The action hint, said beside the Action button on iOS: here the module's tooltip.
  entry.module.title = control.error ?? value?.actionHint ?? "";
  // In a lock-screen slot the badges show on hover and focus (CSS); in Control Center, editing.
  entry.configure.hidden = !(editing || control.slot);
  entry.configure.setAttribute("aria-label", `Configure ${name}`);
  entry.remove.hidden = !(editing || control.slot);
  entry.remove.setAttribute("aria-label", `Remove ${name}`);
}

/** Symbols the server does not draw (a 404), learnt once per name. */
const missingSymbols = new Set();
const checkedSymbols = new Map();

/**
 * The symbol, masked in the text's colour; one Widgetry does not draw shows its number
 * (`10.circle.fill` → "10") or the name's first letter instead, as a module never goes blank.
 */
function drawSymbol(entry, symbol, name) {
  const drawn = symbol && !missingSymbols.has(symbol);
  entry.symbol.style.setProperty("--symbol", drawn ? `url("/assets/symbols/${seg(symbol)}.svg")` : "none");
  entry.symbol.classList.toggle("is-text", !drawn);
  entry.symbol.textContent = drawn ? "" : (symbol?.match(/^(\d+)\./)?.[1] ?? name.slice(0, 1));
  if (!drawn || checkedSymbols.has(symbol)) return;
  const probe = new Image();
  checkedSymbols.set(symbol, probe);
  probe.addEventListener("error", () => {
    missingSymbols.add(symbol);
    for (const other of [...shown.values(), entry]) if (!other.pending) fill(other, other.control);
  });
  probe.src = `/assets/symbols/${seg(symbol)}.svg`;
}

function redraw(control) {
  const entry = shown.get(control.id);
  if (!entry || entry.pending) return;
  const resized = (entry.control.value?.template === "toggle") !== (control.value?.template === "toggle");
  fill(entry, control);
  if (resized) layOut();
}

/**
 * A tap: in edit mode it configures; a control that needs setting up opens its editor;
 * otherwise the action runs (a toggle shows its new state at once) and the module is busy
 * until the extension answers with the value it now shows.
 */
async function tap(entry) {
  // A wall display shows controls and changes nothing, as its widgets' buttons.
  if (isReadOnly()) return;
  if (editing || entry.control.needsConfiguration) return configureControl(entry);
  if (entry.pending) return;
  const { control } = entry;
  if (control.error || !control.value) return showError(new Error(control.error ?? `${control.kind} shows nothing to tap.`));
  entry.pending = true;
  entry.element.setAttribute("aria-busy", "true");
  fill(entry, control, control.value.template === "toggle" ? !control.value.isOn : undefined);
  entry.element.classList.add("is-pressed");
  try {
    const updated = await api(`/api/controls/${seg(control.id)}/perform`, { method: "POST" });
    entry.pending = false;
    fill(entry, updated);
    if (updated.openedURL) openLink(updated.openedURL);
    else showStatus(updated);
  } catch (error) {
    entry.pending = false;
    fill(entry, control);
    throw error;
  } finally {
    entry.element.removeAttribute("aria-busy");
    entry.element.classList.remove("is-pressed");
  }
}

let statusTimer;
/**
 * What Control Center says when a control's state changes: its `controlWidgetStatus`, else for
 * a toggle its title and new value ("Count in tens: On"), for a few seconds at the top.
 */
function showStatus(control) {
  const value = control.value;
  const text = value?.status ?? (value?.template === "toggle" ? `${value.title || control.kind}: ${(value.isOn ? value.onLabel : value.offLabel)?.text || (value.isOn ? "On" : "Off")}` : null);
  if (!text) return;
  elements.status.textContent = text;
  elements.status.hidden = false;
  clearTimeout(statusTimer);
  statusTimer = setTimeout(() => (elements.status.hidden = true), 4000);
}

/** An `OpenURLIntent`'s link: a web link opens in a new tab; the host gave any other to the app. */
function openLink(url) {
  if (/^https?:/i.test(url)) window.open(url, "_blank", "noopener,noreferrer");
  else showNotice(`Sent ${url} to the control's app.`);
}

async function configureControl(entry) {
  const { control } = entry;
  const name = entry.title.textContent;
  try {
    await openControlEditor(control.id, name, (stored) => {
      if (stored) redraw(stored);
    });
  } catch (error) {
    if (error.code === "controlNotConfigurable" || error.status === 409) return showNotice(`${name} has nothing to configure.`);
    throw error;
  }
}

async function removeControl(entry) {
  const { control } = entry;
  const name = entry.title.textContent;
  if (!(await confirmAction({ title: `Remove “${name}”?`, message: "It leaves the Control Center; its app keeps its data.", action: "Remove" }))) return;
  await api(`/api/controls/${seg(control.id)}`, { method: "DELETE" });
  await loadControls();
  showNotice(`Removed ${name}.`, {
    undo: async () => {
      const body = { extensionID: control.extensionID, kind: control.kind, configuration: control.configuration };
      if (control.slot) body.slot = control.slot;
      await api("/api/controls", { method: "POST", body });
      await loadControls();
    },
  });
}

/**
 * Moving a control in edit mode, as iOS's Control Center lets one drag modules: dragged onto
 * another (before it, or after it past its middle), or with ← and → on the focused module.
 */
function wireMoving(entry) {
  const { element, module } = entry;
  element.addEventListener("dragstart", (event) => {
    if (!editing || entry.control.slot) return event.preventDefault();
    event.dataTransfer.setData("text/x-widgetry-control", entry.control.id);
    event.dataTransfer.effectAllowed = "move";
  });
  element.addEventListener("dragover", (event) => {
    if (editing && event.dataTransfer.types.includes("text/x-widgetry-control")) event.preventDefault();
  });
  element.addEventListener("drop", (event) => {
    const dragged = event.dataTransfer.getData("text/x-widgetry-control");
    if (!dragged || dragged === entry.control.id) return;
    event.preventDefault();
    const box = element.getBoundingClientRect();
    const next = order.filter((id) => id !== dragged);
    const at = next.indexOf(entry.control.id) + (event.clientX > box.left + box.width / 2 ? 1 : 0);
    next.splice(at, 0, dragged);
    moveControls(next, dragged).catch(showError);
  });
  module.addEventListener("keydown", (event) => {
    if (!editing || entry.control.slot || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const from = order.indexOf(entry.control.id);
    const to = from + (event.key === "ArrowLeft" ? -1 : 1);
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(to, 0, ...next.splice(from, 1));
    moveControls(next, entry.control.id).then(() => shown.get(entry.control.id)?.module.focus()).catch(showError);
  });
}

/** Puts Control Center's controls in `next` order (the slotted ones keep theirs), with Undo. */
async function moveControls(next, movedID) {
  const before = [...order, ...slotted];
  await api("/api/controls/order", { method: "PUT", body: { order: [...next, ...slotted] } });
  await loadControls();
  const name = shown.get(movedID)?.title.textContent ?? "the control";
  showNotice(`Moved ${name}.`, {
    undo: async () => {
      await api("/api/controls/order", { method: "PUT", body: { order: before } });
      await loadControls();
    },
  });
}

function setEditing(on) {
  editing = on;
  elements.edit.setAttribute("aria-pressed", on ? "true" : "false");
  elements.edit.textContent = on ? "Done Editing" : "Edit";
  elements.dialog.classList.toggle("is-editing", on);
  for (const entry of shown.values()) fill(entry, entry.control);
}

// The controls gallery: each extension's controls at their preview values.

async function openControlGallery(slot = null) {
  gallerySlot = slot;
  elements.galleryTitle.textContent = slot ? `Add to the Lock Screen (${SLOTS[slot]})` : "Add a Control";
  elements.gallery.hidden = false;
  elements.galleryContent.setAttribute("aria-busy", "true");
  elements.galleryContent.replaceChildren();
  const { extensions } = await api("/api/widgets");
  const groups = [];
  for (const extension of extensions) {
    let controls;
    try {
      ({ controls } = await api(`/api/extensions/${seg(extension.id)}/controls`));
    } catch (error) {
      if (error.status === 404) continue;
      groups.push(el("p", { class: "form-error", text: `${extension.name}: ${error.message}` }));
      continue;
    }
    if (controls.length === 0) continue;
    groups.push(
      el(
        "section",
        { class: "control-gallery-group", "aria-label": extension.name },
        el("h4", { text: extension.name }),
        el("ul", { class: "control-gallery-list" }, ...controls.map((item) => galleryItem(extension, item))),
      ),
    );
  }
  elements.galleryContent.replaceChildren(...groups);
  if (groups.length === 0) elements.galleryContent.append(el("p", { class: "empty-state", text: "No extension offers a control." }));
  elements.galleryContent.removeAttribute("aria-busy");
  elements.galleryContent.querySelector("button")?.focus();
}

function galleryItem(extension, { control, preview }) {
  const sample = create({ id: "", kind: control.kind, extensionID: extension.id, needsConfiguration: false, value: preview ?? undefined });
  sample.module.disabled = true;
  sample.module.setAttribute("aria-hidden", "true");
  sample.module.tabIndex = -1;
  sample.remove.remove();
  sample.configure.remove();
  sample.caption.remove();
  const add = el("button", { type: "button", class: "button button-primary button-small", text: "Add", "aria-label": `Add ${control.displayName}` });
  add.addEventListener("click", () => placeControl(extension, control).catch(showError));
  return el(
    "li",
    { class: "control-gallery-item", "data-kind": control.kind },
    el("div", { class: "control-gallery-sample" }, sample.element),
    el("div", { class: "control-gallery-text" }, el("h5", { text: control.displayName }), el("p", { text: control.description })),
    add,
  );
}

/** Places a control; one that asks for it, or needs a value, opens in the editor. */
async function placeControl(extension, description) {
  const body = { extensionID: extension.id, kind: description.kind };
  if (gallerySlot) body.slot = gallerySlot;
  const control = await api("/api/controls", { method: "POST", body });
  elements.gallery.hidden = true;
  await loadControls();
  // Placed on the lock screen: back to it.
  if (control.slot && !(description.intent && (control.needsConfiguration || description.promptsForUserConfiguration))) elements.dialog.close();
  if (description.intent && (control.needsConfiguration || description.promptsForUserConfiguration)) {
    await configureControl(shown.get(control.id));
  }
}

/**
 * A swipe down from the top edge opens the Control Center, as on a phone (touch events: they
 * keep coming while the browser pans, where pointer events are cancelled).
 */
function wireSwipe() {
  let start = null;
  document.addEventListener("touchstart", (event) => {
    const touch = event.touches.length === 1 ? event.touches[0] : null;
    start = touch && touch.clientY < 32 ? { x: touch.clientX, y: touch.clientY } : null;
  }, { passive: true });
  document.addEventListener("touchmove", (event) => {
    const touch = event.touches[0];
    if (!start || !touch || touch.clientY - start.y < 80 || Math.abs(touch.clientX - start.x) > 60) return;
    start = null;
    openControlCenter();
  }, { passive: true });
  document.addEventListener("touchend", () => (start = null));
}

export function wireControls() {
  elements.button.addEventListener("click", openControlCenter);
  elements.close.addEventListener("click", () => elements.dialog.close());
  elements.edit.addEventListener("click", () => setEditing(!editing));
  elements.add.addEventListener("click", () => openControlGallery().catch(showError));
  elements.slots.replaceChildren(...Object.keys(SLOTS).map((slot) => el("div", { class: "lock-slot", "data-slot": slot })));
  loadControls().catch(showError);
  elements.galleryClose.addEventListener("click", () => {
    elements.gallery.hidden = true;
    elements.add.focus();
  });
  elements.dialog.addEventListener("close", () => {
    document.body.append(elements.notice);
    setEditing(false);
    elements.gallery.hidden = true;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "c" || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (event.target.closest?.("input, textarea, select, [contenteditable]") || document.querySelector("dialog[open]")) return;
    event.preventDefault();
    openControlCenter();
  });
  document.addEventListener("widgetry:controlchanged", controlChanged);
  wireSwipe();
}
