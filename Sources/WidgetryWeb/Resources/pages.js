// The home screen's pages: the tabs above the grid, adding, renaming, reordering and deleting
// pages, and showing one page's widgets at a time. The page shown is in the address (`?page=`),
// so a reload, a bookmark or a wall display (`/?kiosk&page=…`) keeps it.

import { confirmAction, elements, showNotice, state } from "./home.js";
import { scheduleFit } from "./layout.js";
import { api, clearError, el, seg, showError } from "./page.js";

/** Loads the pages and keeps the page shown (the address's, else the first). */
export async function loadPages() {
  const { pages } = await api("/api/pages");
  state.pages = pages;
  const asked = state.page ?? new URLSearchParams(location.search).get("page");
  showPage(pages.some((page) => page.id === asked) ? asked : pages[0]?.id ?? null, { focus: false });
}

/** Shows `id`'s widgets and its tab as the current one. */
export function showPage(id, { focus = false } = {}) {
  const changed = state.page !== id;
  state.page = id;
  const url = new URL(location.href);
  if (id && id !== state.pages[0]?.id) url.searchParams.set("page", id);
  else url.searchParams.delete("page");
  if (url.href !== location.href) history.replaceState(null, "", url.href);
  drawTabs(focus);
  for (const tile of state.tiles.values()) applyPage(tile);
  elements.root.dataset.page = id ?? "";
  updatePageEmptyState();
  if (changed) scheduleFit();
}

/**
 * A home-screen tile shows only on its page (lock-screen tiles are on none), and a stacked one
 * only while its stack shows it (stacks.js sets `stackHidden`).
 */
export function applyPage(tile) {
  const pageID = tile.instance.pageID;
  tile.element.hidden = (pageID != null && pageID !== state.page) || tile.stackHidden === true;
}

/** The grid's empty note counts the widgets on the page shown. */
export function updatePageEmptyState() {
  const onPage = state.instances.filter((instance) => instance.pageID != null && instance.pageID === state.page).length;
  elements.homeEmpty.hidden = onPage > 0;
  elements.homeEmpty.textContent = state.instances.some((instance) => instance.pageID != null)
    ? "No widgets on this page. Choose Add Widget to place one here."
    : "No widgets yet. Choose Add Widget to place one.";
}

function drawTabs(focus) {
  const tabs = state.pages.map((page) => {
    const selected = page.id === state.page;
    const tab = el("button", {
      type: "button",
      role: "tab",
      class: "page-tab",
      "data-page-id": page.id,
      "aria-selected": selected ? "true" : "false",
      "aria-controls": "home-grid",
      tabindex: selected ? "0" : "-1",
      text: page.name,
    });
    tab.addEventListener("click", () => showPage(page.id));
    return tab;
  });
  elements.pageTabs.replaceChildren(...tabs);
  if (focus) elements.pageTabs.querySelector("[aria-selected=true]")?.focus();
  elements.homeGrid.setAttribute("aria-label", state.pages.find((page) => page.id === state.page)?.name ?? "Home Screen");
}

/** Left and right arrows move between the tabs (and pages), as a tab list does. */
function tabKeys(event) {
  const index = state.pages.findIndex((page) => page.id === state.page);
  const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (step === undefined || index < 0) return;
  event.preventDefault();
  const next = state.pages[(index + step + state.pages.length) % state.pages.length];
  showPage(next.id, { focus: true });
}

/** The name dialog, for a new page or a rename; resolves the name, or null when cancelled. */
function askName(title, current = "") {
  elements.pageDialogTitle.textContent = title;
  elements.pageName.value = current;
  elements.pageError.hidden = true;
  elements.pageDialog.showModal();
  elements.pageName.select();
  return new Promise((resolve) => {
    const submit = (event) => {
      event.preventDefault();
      const name = elements.pageName.value.trim();
      if (!name) {
        elements.pageError.textContent = "A page needs a name.";
        elements.pageError.hidden = false;
        return;
      }
      finish(name);
    };
    const cancel = () => finish(null);
    const finish = (value) => {
      elements.pageForm.removeEventListener("submit", submit);
      elements.pageCancel.removeEventListener("click", cancel);
      elements.pageDialog.removeEventListener("cancel", cancel);
      if (elements.pageDialog.open) elements.pageDialog.close();
      resolve(value);
    };
    elements.pageForm.addEventListener("submit", submit);
    elements.pageCancel.addEventListener("click", cancel);
    elements.pageDialog.addEventListener("cancel", cancel);
  });
}

async function addPage() {
  const name = await askName("New Page", `Page ${state.pages.length + 1}`);
  if (!name) return;
  const page = await api("/api/pages", { method: "POST", body: { name } });
  state.page = page.id;
  await reloadLayout();
}

async function pageAction(action) {
  closePageMenu();
  if (action === "export") return exportHomeScreen();
  if (action === "import") return elements.importFile.click();
  const index = state.pages.findIndex((page) => page.id === state.page);
  const page = state.pages[index];
  if (!page) return;
  switch (action) {
    case "rename": {
      const name = await askName("Rename Page", page.name);
      if (name && name !== page.name) await api(`/api/pages/${seg(page.id)}`, { method: "PUT", body: { name } });
      break;
    }
    case "left":
    case "right": {
      const target = index + (action === "left" ? -1 : 1);
      if (target < 0 || target >= state.pages.length) return;
      const order = state.pages.map((item) => item.id);
      [order[index], order[target]] = [order[target], order[index]];
      await api("/api/pages", { method: "PUT", body: { order } });
      break;
    }
    case "delete": {
      const count = state.instances.filter((instance) => instance.pageID === page.id).length;
      const confirmed = await confirmAction({
        title: `Delete “${page.name}”?`,
        message: count ? `Its ${count === 1 ? "widget" : `${count} widgets`} will be removed with the page.` : "The page is empty.",
        action: "Delete",
      });
      if (!confirmed) return;
      await api(`/api/pages/${seg(page.id)}`, { method: "DELETE" });
      state.page = state.pages[index - 1]?.id ?? state.pages[index + 1]?.id ?? null;
      break;
    }
  }
  await reloadLayout();
}

function openPageMenu() {
  const index = state.pages.findIndex((page) => page.id === state.page);
  const item = (action) => elements.pageMenu.querySelector(`[data-page-action=${action}]`);
  item("left").disabled = index <= 0;
  item("right").disabled = index < 0 || index >= state.pages.length - 1;
  item("delete").disabled = state.pages.length <= 1;
  elements.pageMenu.hidden = false;
  elements.pageOptions.setAttribute("aria-expanded", "true");
  elements.pageMenu.querySelector("[role=menuitem]:not([disabled])")?.focus();
}

function closePageMenu() {
  elements.pageMenu.hidden = true;
  elements.pageOptions.setAttribute("aria-expanded", "false");
}

/** Downloads the whole home screen as one JSON file (`GET /api/export`). */
function exportHomeScreen() {
  const link = el("a", { href: "/api/export", download: "" });
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Replaces the home screen with a chosen file, after asking. The server checks the whole file
 * first: a refused file changes nothing, and its problems are listed. Choosing another file
 * takes down what an earlier one was refused for: the banner speaks of the file last chosen.
 */
async function importHomeScreen(file) {
  clearImportRefusal();
  let parsed;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return showError(importRefusal(`“${file.name}” is not a home screen file: it is not JSON.`));
  }
  const pages = Array.isArray(parsed?.pages) ? parsed.pages.length : 0;
  const widgets = Array.isArray(parsed?.widgets) ? parsed.widgets.length : 0;
  // A file without controls (older than them) leaves the placed controls as they are.
  const controls = Array.isArray(parsed?.controls) ? parsed.controls.length : null;
  const counted = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  const confirmed = await confirmAction({
    title: "Replace your home screen?",
    message:
      controls === null
        ? `“${file.name}” has ${counted(pages, "page")} and ${counted(widgets, "widget")}. They replace every page and widget here; your controls stay.`
        : `“${file.name}” has ${counted(pages, "page")}, ${counted(widgets, "widget")} and ${counted(controls, "control")}. They replace every page, widget and control here.`,
    action: "Replace",
  });
  if (!confirmed) return;
  try {
    await api("/api/import", { method: "POST", body: parsed });
  } catch (error) {
    const details = (error.issues ?? []).map((issue) => issue.message);
    return showError(importRefusal([error.message, ...details].join(" ")));
  }
  state.page = null;
  await reloadLayout();
  showNotice(`Imported ${counted(pages, "page")} and ${counted(widgets, "widget")}${controls ? ` with ${counted(controls, "control")}` : ""}.`);
}

/** An import's refusal, for the error banner: marked so that the next import takes it down. */
const importRefusal = (message) => Object.assign(new Error(message), { code: "importRefused" });

/** Takes down the banner when it shows an earlier import's refusal (and only then). */
function clearImportRefusal() {
  if (elements.errorBanner.dataset.code === "importRefused") clearError();
}

let reloadLayout = async () => {};

/** Wires the page bar; `reload` brings the pages and widgets up to date after a change. */
export function wirePages(reload) {
  reloadLayout = () => reload().catch(showError);
  elements.pageTabs.addEventListener("keydown", tabKeys);
  elements.importFile.addEventListener("change", () => {
    const file = elements.importFile.files?.[0];
    elements.importFile.value = "";
    if (file) importHomeScreen(file).catch(showError);
  });
  elements.pageAdd.addEventListener("click", () => addPage().catch(showError));
  elements.pageOptions.addEventListener("click", () => (elements.pageMenu.hidden ? openPageMenu() : closePageMenu()));
  elements.pageMenu.addEventListener("click", (event) => {
    const action = event.target.closest("[data-page-action]")?.dataset.pageAction;
    if (action) pageAction(action).catch(showError);
  });
  elements.pageMenu.addEventListener("keydown", (event) => {
    const items = [...elements.pageMenu.querySelectorAll("[role=menuitem]:not([disabled])")];
    const at = items.indexOf(document.activeElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      items[(at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length]?.focus();
    } else if (event.key === "Escape") {
      closePageMenu();
      elements.pageOptions.focus();
    }
  });
  document.addEventListener("click", (event) => {
    if (!elements.pageMenu.hidden && !elements.pageBar.contains(event.target)) closePageMenu();
  });
  // A sideways swipe over the grid turns the page, as on a phone.
  let swipe = null;
  elements.homeGrid.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "touch") swipe = { x: event.clientX, y: event.clientY };
  });
  elements.homeGrid.addEventListener("pointerup", (event) => {
    if (!swipe || event.pointerType !== "touch") return;
    const dx = event.clientX - swipe.x;
    const dy = event.clientY - swipe.y;
    swipe = null;
    if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    const index = state.pages.findIndex((page) => page.id === state.page);
    const next = state.pages[index + (dx < 0 ? 1 : -1)];
    if (next) showPage(next.id);
  });
}
