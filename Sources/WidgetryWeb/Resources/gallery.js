// The gallery: every widget of every extension, in each of its families, to place.

import { openEditor } from "./editor.js";
import { elements, state } from "./home.js";
import { api, el, familyName, isAccessory, showError, widgetNodes } from "./page.js";
import { loadInstances } from "./tiles.js";

export function openGallery() {
  if (!elements.gallery.open) elements.gallery.showModal();
  loadGallery().catch(showError);
}

export async function loadGallery() {
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
  // On the page shown (a lock-screen widget goes to the lock screen, which has no pages).
  if (!isAccessory(family) && state.page) body.pageID = state.page;
  const instance = await api("/api/instances", { method: "POST", body });
  elements.gallery.close();
  await loadInstances();
  const prompt = instance.isConfigurable && (instance.needsConfiguration || (instance.promptsForUserConfiguration && !configuration));
  if (prompt) await openEditor(instance.id);
}
