// Appearance (automatic, light, dark) and the locked switch (always locked on a wall display).

import { connectEvents, eventSource } from "./events.js";
import { loadGallery } from "./gallery.js";
import { elements, state } from "./home.js";
import { isKiosk } from "./layout.js";
import { showError } from "./page.js";
import { renderAllTiles } from "./tiles.js";

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

export function wireAppearance() {
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

  // A wall display is a screen anyone in the room sees, as an iPhone in StandBy is a locked
  // one: it always shows widgets as on a locked device, privacy-sensitive content redacted
  // (the server does the same for a wall display's session, whatever the page asks).
  state.locked = isKiosk() || localStorage.getItem("widgetry.locked") === "1";
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
