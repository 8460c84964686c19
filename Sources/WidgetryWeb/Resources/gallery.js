// The gallery: every widget of every extension, in each of its families, to place. As iOS's
// widget gallery, it groups the widgets by app (the extension's display name) and has a search
// field that narrows them.

import { elements, requestEditor, state } from "./home.js";
import { api, el, familyName, isAccessory, showError, widgetNodes } from "./page.js";
import { loadInstances } from "./tiles.js";

const search = document.getElementById("gallery-search");
const searchStatus = document.getElementById("gallery-search-status");

export function openGallery() {
  if (!elements.gallery.open) {
    // As iOS's gallery, it opens on every widget, whatever was searched for last time.
    search.value = "";
    filterGallery();
    elements.gallery.showModal();
  }
  loadGallery().catch(showError);
}

export async function loadGallery() {
  elements.galleryContent.setAttribute("aria-busy", "true");
  const gallery = await api(`/api/gallery?colorScheme=${state.colorScheme}`);
  state.gallery = gallery;
  elements.galleryContent.replaceChildren(...galleryApps(gallery.widgets));
  if (gallery.widgets.length === 0) {
    elements.galleryContent.append(el("p", { class: "empty-state", text: "No extension offers a widget." }));
  }
  filterGallery();
  elements.galleryContent.removeAttribute("aria-busy");
}

/** One section per app (extension), in the order of the apps' names, each with its widgets. */
function galleryApps(widgets) {
  const apps = new Map();
  for (const widget of widgets) {
    const app = apps.get(widget.extensionID) ?? { name: widget.extensionName || widget.extensionID, widgets: [] };
    app.widgets.push(widget);
    apps.set(widget.extensionID, app);
  }
  return [...apps.entries()]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name))
    .map(([id, app]) => {
      const titleID = `gallery-app-${id}`;
      return el(
        "section",
        { class: "gallery-app", "data-extension-id": id, "aria-labelledby": titleID },
        el("h3", { id: titleID, text: app.name }),
        ...app.widgets.map((widget) => galleryCard(widget, app.name)),
      );
    });
}

/** Text folded for matching: lower case, without accents (“Café” is found by “cafe”). */
const fold = (text) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/**
 * Shows the widgets whose name, description, kind or app matches every word searched for, the
 * apps that keep one, and says how many match (or that none does).
 */
function filterGallery() {
  const words = fold(search.value).split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const section of elements.galleryContent.querySelectorAll(".gallery-app")) {
    let sectionShown = 0;
    for (const card of section.querySelectorAll(".gallery-card")) {
      const matches = words.every((word) => card.dataset.search.includes(word));
      card.hidden = !matches;
      if (matches) sectionShown++;
    }
    section.hidden = sectionShown === 0;
    shown += sectionShown;
  }
  if (words.length === 0) searchStatus.textContent = "";
  else if (shown === 0) searchStatus.textContent = `No widgets match “${search.value.trim()}”.`;
  else searchStatus.textContent = shown === 1 ? "1 widget" : `${shown} widgets`;
}

/** Set by an Escape that cleared the search: the dialog's `cancel` that follows keeps it open. */
let escapeClearedSearch = false;

search.addEventListener("input", filterGallery);
search.addEventListener("keydown", (event) => {
  // Escape clears a search first; with nothing searched for it closes the gallery, as before.
  if (event.key === "Escape" && search.value) {
    event.preventDefault();
    escapeClearedSearch = true;
    setTimeout(() => (escapeClearedSearch = false), 0);
    search.value = "";
    filterGallery();
  } else if (event.key === "Enter") {
    // Enter goes to the first widget found: its Add button.
    event.preventDefault();
    elements.galleryContent.querySelector(".gallery-card:not([hidden]) .gallery-add")?.focus();
  }
});
elements.gallery.addEventListener("cancel", (event) => {
  if (escapeClearedSearch) event.preventDefault();
});

/** The family chosen per kind, kept while the gallery is rebuilt (new recommendations, scheme). */
const galleryChoices = new Map();

function galleryCard(widget, appName) {
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
        el("h5", { text: "Suggested" }),
        ...widget.recommendations.map((recommendation) => {
          const button = el("button", { type: "button", class: "button gallery-recommendation", text: recommendation.description });
          button.addEventListener("click", () => placeWidget(widget, selected, recommendation.configuration).catch(showError));
          return button;
        }),
      )
    : null;
  return el(
    "article",
    {
      class: "gallery-card",
      "data-kind": widget.kind,
      "data-extension-id": widget.extensionID,
      "data-search": fold([widget.displayName, widget.description, widget.kind, appName, widget.extensionID].join(" ")),
    },
    el("header", { class: "gallery-card-header" }, el("h4", { text: widget.displayName }), el("p", { text: widget.description })),
    previews,
    recommendations,
    el("div", { class: "gallery-card-footer" }, add),
  );
}

/** Places a widget; one that asks for it (or cannot show anything yet) opens in the editor. */
async function placeWidget(widget, family, configuration) {
  const body = { extensionID: widget.extensionID, kind: widget.kind, family };
  if (configuration) body.configuration = configuration;
  // On the page shown (a lock-screen widget goes to the lock screen, which has no pages).
  if (!isAccessory(family) && state.page) body.pageID = state.page;
  const instance = await api("/api/instances", { method: "POST", body });
  elements.gallery.close();
  await loadInstances();
  const prompt = instance.isConfigurable && (instance.needsConfiguration || (instance.promptsForUserConfiguration && !configuration));
  if (prompt) requestEditor(instance.id);
}
