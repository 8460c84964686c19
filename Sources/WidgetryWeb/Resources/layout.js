// Fitting the home screen to the display: widgets keep Apple's point sizes (a small widget is
// 170 points), scaled as a whole. On a phone the grid shrinks until two small widgets fit side
// by side, as on an iPhone; on a wall display (kiosk mode, `/?kiosk`) the chrome goes and the
// grid grows until its widgets fill the screen.

import { elements } from "./home.js";

/** Two small widgets and the gap between them (a medium widget's width): a phone's grid. */
const PHONE_GRID_WIDTH = 2 * 170 + 24;
/** The column counts kiosk mode tries, keeping the one that shows the widgets largest. */
const KIOSK_COLUMNS = { min: 2, max: 16 };

/** Whether the page is in kiosk mode: `?kiosk` in its address, so a reload keeps it. */
export const isKiosk = () => new URLSearchParams(location.search).has("kiosk");

let scheduled = false;

/** Fits the grid to the display after the current task (coalesced). */
export function scheduleFit() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    fitScreen();
  });
}

/** Scales the grid (CSS `zoom`, applied through CSSOM as the policy wants). */
export function fitScreen() {
  const grid = elements.homeGrid;
  if (elements.root.dataset.mode === "kiosk") return fitKiosk(grid);
  grid.style.gridTemplateColumns = "";
  const available = grid.parentElement.clientWidth;
  const zoom = available > 0 && available < PHONE_GRID_WIDTH ? available / PHONE_GRID_WIDTH : 1;
  grid.style.zoom = zoom === 1 ? "" : String(zoom);
  elements.root.dataset.gridZoom = zoom.toFixed(3);
}

/**
 * Kiosk mode: tries each column count, measures the grid at its natural size, and keeps the
 * count whose grid, scaled to fit the display, is largest.
 */
function fitKiosk(grid) {
  const area = grid.parentElement;
  const width = area.clientWidth;
  const height = area.clientHeight;
  if (grid.childElementCount === 0 || width === 0 || height === 0) return;
  grid.style.zoom = "";
  let best = { columns: KIOSK_COLUMNS.min, zoom: 0 };
  for (let columns = KIOSK_COLUMNS.min; columns <= KIOSK_COLUMNS.max; columns++) {
    grid.style.gridTemplateColumns = `repeat(${columns}, var(--cell))`;
    const zoom = Math.min(width / grid.offsetWidth, height / grid.offsetHeight);
    if (zoom > best.zoom) best = { columns, zoom };
  }
  grid.style.gridTemplateColumns = `repeat(${best.columns}, var(--cell))`;
  grid.style.zoom = String(best.zoom);
  elements.root.dataset.gridZoom = best.zoom.toFixed(3);
  elements.root.dataset.gridColumns = String(best.columns);
}

/**
 * A phone's header is one row (layout.css): the name, Add Widget, and a ••• button that opens
 * the other controls (the locked switch, appearance, the dialogs and links) under it. It closes
 * when one of its buttons or links is chosen, on Escape (focus back on •••), on a click
 * elsewhere, and when focus leaves it.
 */
function wireHeaderMenu() {
  const bar = document.querySelector(".top-bar");
  const button = document.getElementById("top-bar-more");
  const menu = document.getElementById("top-bar-actions");
  const isOpen = () => bar.classList.contains("is-menu-open");
  const setOpen = (open, { returnFocus = false } = {}) => {
    bar.classList.toggle("is-menu-open", open);
    button.setAttribute("aria-expanded", String(open));
    if (open) menu.querySelector("input, select, button, a")?.focus();
    else if (returnFocus) button.focus();
  };
  button.addEventListener("click", () => setOpen(!isOpen()));
  menu.addEventListener("click", (event) => {
    if (isOpen() && event.target.closest("button, a")) setOpen(false);
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.preventDefault();
    setOpen(false, { returnFocus: true });
  });
  menu.addEventListener("focusout", (event) => {
    if (isOpen() && !menu.contains(event.relatedTarget) && event.relatedTarget !== button && event.relatedTarget) setOpen(false);
  });
  document.addEventListener("click", (event) => {
    if (isOpen() && !menu.contains(event.target) && !button.contains(event.target)) setOpen(false);
  });
}

let exitTimer;

/**
 * Kiosk mode from the address, the Wall Display button, and the way out (Escape, or Exit); the
 * phone's header menu.
 */
export function wireLayout() {
  if (isKiosk()) elements.root.dataset.mode = "kiosk";
  wireHeaderMenu();
  new ResizeObserver(scheduleFit).observe(document.body);
  elements.kioskExit.addEventListener("click", exitKiosk);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && elements.root.dataset.mode === "kiosk" && !document.querySelector("dialog[open]")) exitKiosk();
  });
  // The Exit button shows while the pointer moves, then fades: a wall display shows widgets only.
  document.addEventListener("pointermove", () => {
    if (elements.root.dataset.mode !== "kiosk") return;
    elements.kioskExit.classList.add("is-shown");
    clearTimeout(exitTimer);
    exitTimer = setTimeout(() => elements.kioskExit.classList.remove("is-shown"), 3000);
  });
  scheduleFit();
}

function exitKiosk() {
  const url = new URL(location.href);
  url.searchParams.delete("kiosk");
  location.assign(url.href);
}
