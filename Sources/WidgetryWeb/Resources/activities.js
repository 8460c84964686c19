// Live Activities on the home screen, as iOS draws them: on the Lock Screen below its widgets,
// each on its plate (its own view, tinted or on the system's material), the most relevant
// first, until it is dismissed; and in the Dynamic Island at the top of the home screen —
// compact for the first running activity, the second as minimal beside it, expanded on a click
// or a long press (and for a moment when an update alerts). The host says when one changed
// (`activityChanged`, passed on by events.js as a document event); the page then fetches the
// list again and redraws only what differs. A tap opens the activity's link as a widget's link
// opens; a person removes one from the Lock Screen (its × button or a swipe). A wall display
// only shows them.

import { isReadOnly } from "./access.js";
import { elements as page, showNotice, state } from "./home.js";
import { inspectActivity, scheduleActivityInspector } from "./inspector.js";
import { scheduleFit } from "./layout.js";
import { api, el, seg, showError, widgetNodes } from "./page.js";

const elements = {
  list: document.getElementById("lock-activities"),
  bar: document.getElementById("island-bar"),
  island: document.getElementById("island"),
  main: document.getElementById("island-main"),
  leading: document.getElementById("island-leading"),
  trailing: document.getElementById("island-trailing"),
  expanded: document.getElementById("island-expanded"),
  minimal: document.getElementById("island-minimal"),
};

/** The island's sizes in points (Apple's, on a 393-point iPhone): its height and the camera between the compact halves. */
const ISLAND = { height: 37, camera: 126, gap: 6, expandedWidth: 371 };
/** The Lock Screen view's width: the width the plates are scaled to fit. */
const PLATE_WIDTH = 371;
/** How long a press lasts before it counts as a long press (expanding the island). */
const LONG_PRESS_MS = 500;
/** An alerting update expands the island this long, as iOS shows an alert. */
const ALERT_MS = 4000;
/** An alert older than this when the page hears of it is not shown again. */
const ALERT_FRESH_MS = 10000;

/** The activities shown, as the API answers them (most relevant first). */
let activities = [];
/** id → {activity, element, view, close, html}: the Lock Screen's plates. */
const plates = new Map();
/** The html each of the island's parts shows, so an unchanged one is not redrawn. */
const islandHTML = new WeakMap();
/** The activity the island shows expanded, and whether only for an alert (it then closes itself). */
let expanded = { id: null, forAlert: false };
let alertTimer;
/** id → the `alertedAt` last seen: a newer one is an alert to show. */
const alertsSeen = new Map();
let loaded = false;
let loadSequence = 0;
let loadScheduled = false;

/** The kind's name as a person reads it: `PizzaDeliveryAttributes` → "Pizza Delivery". */
export function activityName(activity) {
  return activity.attributesType.replace(/Attributes$/, "").replace(/([a-z])([A-Z])/g, "$1 $2") || activity.attributesType;
}

/** Fetches the activities again after the current task (several changes make one fetch). */
function scheduleLoad() {
  if (loadScheduled) return;
  loadScheduled = true;
  setTimeout(() => {
    loadScheduled = false;
    loadActivities().catch(showError);
  }, 0);
}

async function loadActivities() {
  const sequence = ++loadSequence;
  const answer = await api(`/api/activities?colorScheme=${state.colorScheme === "dark" ? "dark" : "light"}&locked=${state.locked ? 1 : 0}`);
  if (sequence !== loadSequence) return;
  activities = answer.activities;
  drawLockScreen();
  noticeAlerts();
  drawIsland();
  loaded = true;
  page.root.dataset.activityCount = String(activities.length);
}

// The Lock Screen.

function drawLockScreen() {
  const { list } = elements;
  activities.forEach((activity, index) => {
    let plate = plates.get(activity.id);
    if (!plate) plates.set(activity.id, (plate = createPlate(activity)));
    fillPlate(plate, activity);
    // Moved only when out of place: a moved element loses focus and restarts its transitions.
    if (list.children[index] !== plate.element) list.insertBefore(plate.element, list.children[index] ?? null);
  });
  for (const [id, plate] of plates) {
    if (activities.some((activity) => activity.id === id)) continue;
    plate.element.remove();
    plates.delete(id);
  }
  list.hidden = activities.length === 0;
  fitPlates();
}

function createPlate(activity) {
  const view = el("div", { class: "activity-view" });
  const close = el("button", { type: "button", class: "activity-button activity-close", text: "×" });
  const info = el("button", { type: "button", class: "activity-button activity-info", text: "i" });
  const element = el("li", { class: "activity", "data-activity-id": activity.id }, view, close, info);
  const plate = { activity, element, view, close, info, html: null };
  view.addEventListener("click", (event) => {
    if (plate.swiped) return (plate.swiped = false);
    tapActivity(plate.activity, event.target, plate.activity.url).catch(showError);
  });
  view.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    tapActivity(plate.activity, event.target, plate.activity.url).catch(showError);
  });
  close.addEventListener("click", () => dismiss(plate).catch(showError));
  info.addEventListener("click", () => inspectActivity(plate.activity.id).catch(showError));
  wireSwipe(plate);
  return plate;
}

function fillPlate(plate, activity) {
  plate.activity = activity;
  const { element, view } = plate;
  const name = activityName(activity);
  element.dataset.state = activity.state;
  element.setAttribute("aria-label", `${name}, Live Activity${activity.state === "active" ? "" : `, ${activity.state}`}`);
  setColor(element, "--activity-tint", activity.backgroundTint);
  setColor(element, "--activity-action", activity.systemActionForeground);
  const html = activity.html?.lockScreen;
  if (html && html !== plate.html) view.replaceChildren(widgetNodes(html));
  else if (!html && activity.error) view.replaceChildren(el("p", { class: "activity-error", text: `${name} cannot be shown: ${activity.error}` }));
  plate.html = html ?? null;
  // The view is one tap target when it has somewhere to go (its text is what it is called).
  const opens = Boolean(activity.url) && !isReadOnly();
  view.tabIndex = opens ? 0 : -1;
  if (opens) view.setAttribute("role", "button");
  else view.removeAttribute("role");
  plate.close.setAttribute("aria-label", `Remove ${name}`);
  plate.close.title = `Remove ${name} from the Lock Screen`;
  plate.info.setAttribute("aria-label", `Inspect ${name}`);
  plate.info.title = "Inspect";
}

function setColor(element, property, color) {
  if (color) element.style.setProperty(property, color);
  else element.style.removeProperty(property);
}

/** Scales the plates down when the Lock Screen is narrower than a plate (a phone). */
function fitPlates() {
  const width = elements.list.clientWidth;
  const zoom = width > 0 && width < PLATE_WIDTH + 24 ? (width - 24) / PLATE_WIDTH : 1;
  if (zoom === 1) elements.list.style.removeProperty("--activity-zoom");
  else elements.list.style.setProperty("--activity-zoom", zoom.toFixed(3));
}

/** A person removes the activity from the Lock Screen (it ends, if it runs): gone at once. */
async function dismiss(plate) {
  if (isReadOnly()) return;
  const { activity } = plate;
  plate.element.classList.add("is-leaving");
  try {
    await api(`/api/activities/${seg(activity.id)}/dismiss`, { method: "POST" });
  } catch (error) {
    plate.element.classList.remove("is-leaving");
    plate.element.style.removeProperty("translate");
    if (error.status !== 404) throw error;
  }
  activities = activities.filter((item) => item.id !== activity.id);
  drawLockScreen();
  drawIsland();
  page.root.dataset.activityCount = String(activities.length);
  showNotice(`Removed ${activityName(activity)}.`);
}

/** A swipe to the left removes the activity, as on iOS (a short one springs back). */
function wireSwipe(plate) {
  const { element } = plate;
  let start = null;
  element.addEventListener("pointerdown", (event) => {
    if (isReadOnly() || event.button !== 0 || event.target.closest(".activity-button")) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId, dx: 0 };
  });
  element.addEventListener("pointermove", (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = Math.min(0, event.clientX - start.x);
    if (!start.dragging && (Math.abs(event.clientY - start.y) > 12 || dx > -12)) return;
    if (!start.dragging) element.setPointerCapture(event.pointerId);
    start.dragging = true;
    start.dx = dx;
    element.classList.add("is-swiping");
    element.style.setProperty("translate", `${dx}px 0`);
  });
  const end = (event) => {
    if (!start || event.pointerId !== start.id) return;
    const { dragging, dx } = start;
    start = null;
    element.classList.remove("is-swiping");
    if (!dragging) return;
    plate.swiped = true;
    if (event.type === "pointerup" && dx < -Math.min(120, element.offsetWidth / 3)) dismiss(plate).catch(showError);
    else element.style.removeProperty("translate");
  };
  element.addEventListener("pointerup", end);
  element.addEventListener("pointercancel", end);
}

// The Dynamic Island.

/** The activities the island shows: those running (an ended one leaves the island at once). */
const running = () => activities.filter((activity) => activity.state !== "ended" && activity.html);

/** Puts `html` in `holder` unless it shows it already; answers its root's size. */
function show(holder, html) {
  if (islandHTML.get(holder) !== html) {
    holder.replaceChildren(widgetNodes(html ?? ""));
    islandHTML.set(holder, html);
  }
  const root = holder.querySelector(".wr");
  return { width: parseFloat(root?.style.width) || 0, height: parseFloat(root?.style.height) || 0 };
}

function drawIsland() {
  const shown = running();
  const [first, second] = shown;
  elements.bar.hidden = !first;
  const layout = !first ? "none" : second ? "split" : "compact";
  // A wall display leaves the island room above the grid: the grid is fitted again.
  if ((page.root.dataset.island === "none") !== (layout === "none") && page.root.dataset.mode === "kiosk") scheduleFit();
  page.root.dataset.island = layout;
  if (expanded.id && !shown.some((activity) => activity.id === expanded.id)) collapse();
  if (!first) return;
  const open = shown.find((activity) => activity.id === expanded.id);
  const { main, island } = elements;
  island.dataset.mode = open ? "expanded" : "compact";
  setColor(main, "--keyline", (open ?? first).keylineTint);

  const leading = show(elements.leading, first.html.compactLeading);
  const trailing = show(elements.trailing, first.html.compactTrailing);
  const compactWidth = (leading.width || 52) + ISLAND.camera + (trailing.width || 52);
  let size = { width: compactWidth, height: ISLAND.height };
  if (open) {
    const view = show(elements.expanded, open.html.expanded);
    size = { width: view.width || ISLAND.expandedWidth, height: view.height || 84 };
  }
  main.style.setProperty("--island-width", `${size.width}px`);
  main.style.setProperty("--island-height", `${size.height}px`);
  main.dataset.activityId = (open ?? first).id;
  main.setAttribute("aria-expanded", String(Boolean(open)));
  const said = open ? elements.expanded.textContent : `${elements.leading.textContent} ${elements.trailing.textContent}`;
  main.setAttribute("aria-label", islandLabel(open ?? first, said));
  main.tabIndex = 0;
  elements.expanded.setAttribute("aria-hidden", String(!open));

  // The second activity: minimal, in its own circle beside the island (hidden while one is open).
  elements.minimal.hidden = !second || Boolean(open);
  if (second) {
    const minimal = show(elements.minimal, second.html.minimal);
    elements.minimal.dataset.activityId = second.id;
    elements.minimal.style.setProperty("--minimal-width", `${minimal.width || ISLAND.height}px`);
    elements.minimal.style.setProperty("--minimal-offset", `${compactWidth / 2 + ISLAND.gap}px`);
    setColor(elements.minimal, "--keyline", second.keylineTint);
    elements.minimal.setAttribute("aria-label", islandLabel(second, elements.minimal.textContent));
  }
  fitIsland();
}

/** What a screen reader calls an island part: the activity, what it shows, and what a press does. */
function islandLabel(activity, shows) {
  const text = shows.replace(/\s+/g, " ").trim();
  const open = expanded.id === activity.id;
  const action = open ? (isReadOnly() || !(activity.islandURL ?? activity.url) ? "" : "Press to open") : "Press to expand";
  return [`${activityName(activity)}, Live Activity`, text, action].filter(Boolean).join(". ");
}

/**
 * The island is scaled down where the home screen is narrower than its expanded width (a
 * phone); on a wall display it is scaled with the screen's height (a 1080-point display draws
 * it twice a phone's size), with room left for it above the grid.
 */
function fitIsland() {
  const kiosk = page.root.dataset.mode === "kiosk";
  const width = elements.bar.clientWidth;
  const zoom = kiosk
    ? Math.min(2.5, Math.max(1, window.innerHeight / 540))
    : width > 0 && width < ISLAND.expandedWidth + 8 ? (width - 8) / ISLAND.expandedWidth : 1;
  if (zoom === 1) elements.bar.style.removeProperty("--island-zoom");
  else elements.bar.style.setProperty("--island-zoom", zoom.toFixed(3));
  if (!kiosk) return;
  const space = `${Math.ceil(ISLAND.height * zoom + 28)}px`;
  if (page.root.style.getPropertyValue("--island-space") === space) return;
  page.root.style.setProperty("--island-space", space);
  scheduleFit();
}

function expand(id, { forAlert = false } = {}) {
  clearTimeout(alertTimer);
  expanded = { id, forAlert };
  drawIsland();
  if (forAlert) alertTimer = setTimeout(() => expanded.forAlert && collapse(), ALERT_MS);
}

function collapse({ returnFocus = false } = {}) {
  clearTimeout(alertTimer);
  if (!expanded.id) return;
  expanded = { id: null, forAlert: false };
  drawIsland();
  if (returnFocus) elements.main.focus();
}

/** An update that alerts expands its activity for a moment, as iOS shows an alert in the island. */
function noticeAlerts() {
  const shown = running();
  for (const activity of activities) {
    const seen = alertsSeen.get(activity.id);
    if (!activity.alertedAt || activity.alertedAt === seen) continue;
    alertsSeen.set(activity.id, activity.alertedAt);
    const fresh = Date.now() - Date.parse(activity.alertedAt) < ALERT_FRESH_MS;
    if (loaded && fresh && shown.includes(activity) && (!expanded.id || expanded.forAlert)) {
      expanded = { id: activity.id, forAlert: true };
      clearTimeout(alertTimer);
      alertTimer = setTimeout(() => expanded.forAlert && collapse(), ALERT_MS);
      page.root.dataset.islandAlert = activity.id;
    }
  }
}

/** A press on the island: a compact one expands; an open one opens the activity's link. */
function pressIsland(part, target) {
  const activity = activities.find((item) => item.id === part.dataset.activityId);
  if (!activity) return;
  if (part === elements.main && expanded.id === activity.id) {
    expanded.forAlert = false;
    return tapActivity(activity, target, activity.islandURL ?? activity.url).catch(showError);
  }
  expand(activity.id);
}

function wireIsland() {
  let pressTimer;
  let longPressed = false;
  for (const part of [elements.main, elements.minimal]) {
    part.addEventListener("click", (event) => {
      if (longPressed) return (longPressed = false);
      pressIsland(part, event.target);
    });
    part.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      pressIsland(part, event.target);
    });
    // A long press expands, as on iOS (where a tap opens the app); the click after it does nothing more.
    part.addEventListener("pointerdown", (event) => {
      if (event.button !== 0 || expanded.id === part.dataset.activityId) return;
      longPressed = false;
      clearTimeout(pressTimer);
      pressTimer = setTimeout(() => {
        longPressed = true;
        expand(part.dataset.activityId);
      }, LONG_PRESS_MS);
    });
    for (const type of ["pointerup", "pointerleave", "pointercancel"]) part.addEventListener(type, () => clearTimeout(pressTimer));
    part.addEventListener("contextmenu", (event) => event.preventDefault());
  }
  // A click elsewhere, or Escape, closes the open island.
  document.addEventListener("click", (event) => {
    if (expanded.id && !elements.island.contains(event.target)) collapse();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !expanded.id || document.querySelector("dialog[open]")) return;
    event.preventDefault();
    collapse({ returnFocus: elements.island.contains(document.activeElement) });
  });
}

// Taps.

/**
 * A tap on an activity's view: a link it shows, else its `widgetURL` (`url`: the Lock Screen's,
 * or the island's). An http(s) link opens in a new tab; the host gives any other to the app. A
 * wall display only shows.
 */
async function tapActivity(activity, target, fallback) {
  if (isReadOnly()) return;
  const control = target.closest?.("[data-wr-action]");
  // A button of the activity's (a `LiveActivityIntent`, any `Button(intent:)`) runs in the
  // extension; an `OpenURLIntent` answers with its link.
  let url;
  if (control && !control.matches("a")) {
    if (control.disabled) return;
    const result = await api(`/api/activities/${seg(activity.id)}/actions/${seg(control.dataset.wrAction)}`, { method: "POST" });
    if (result?.result !== "openURL" || !result.url) return;
    url = result.url;
  }
  url ??= control?.dataset.wrUrl ?? fallback;
  if (!url) return;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return showNotice(`The Live Activity links to “${url}”, which is not a URL.`);
  }
  if (parsed.protocol === "http:" || parsed.protocol === "https:") return void window.open(parsed.href, "_blank", "noopener,noreferrer");
  await api(`/api/activities/${seg(activity.id)}/open`, { method: "POST", body: { url } });
  showNotice(`Sent ${parsed.href} to ${activityName(activity)}'s app.`);
}

/** Draws the activities and keeps them live: events.js says when one changed (or the stream reopened). */
export function wireActivities() {
  wireIsland();
  document.addEventListener("widgetry:activitychanged", (event) => {
    scheduleLoad();
    if (event.detail) scheduleActivityInspector(event.detail);
  });
  // Once the page knows it is a wall display's (access.js sets data-role), taps are not offered.
  new MutationObserver(() => {
    for (const plate of plates.values()) fillPlate(plate, plate.activity);
    if (activities.length) drawIsland();
  }).observe(page.root, { attributeFilter: ["data-role"] });
  new ResizeObserver(() => {
    fitPlates();
    fitIsland();
  }).observe(document.body);
  scheduleLoad();
}
