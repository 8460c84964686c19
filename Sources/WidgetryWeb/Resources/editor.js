// The editor: a placed widget's configuration form, its visible parameters, saving.

import { buildField } from "./fields.js";
import { elements, state } from "./home.js";
import { APIError, api, el, schemeFor, seg, showError, widgetNodes } from "./page.js";
import { renderTile, replaceInstance } from "./tiles.js";

/** Opens the configuration form of a placed widget. */
export async function openEditor(id) {
  const base = `/api/instances/${seg(id)}`;
  const document_ = await api(`${base}/configuration`);
  const { intent, instance } = document_;
  showEditor({ id, base, instance, intent, values: document_.values, title: instance.displayName, visibleParameters: document_.visibleParameters });
  elements.editorPreview.className = `editor-preview family-${instance.family}`;
  updatePreview(state.editor);
}

/**
 * Opens the configuration form of a placed control (its `ControlConfigurationIntent`): every
 * parameter shows, there is no live preview, and `saved(control)` gets the stored control.
 */
export async function openControlEditor(id, title, saved) {
  const base = `/api/controls/${seg(id)}`;
  const { intent, values } = await api(`${base}/configuration`);
  showEditor({ id, base, instance: {}, intent, values, title, visibleParameters: intent.parameters.map((parameter) => parameter.key), saved });
  elements.editorPreview.className = "editor-preview is-absent";
}

function showEditor({ id, base, instance, intent, values, title, visibleParameters, saved = null }) {
  state.editor = { id, base, instance, intent, saved, values: structuredClone(values), fields: new Map(), visibleSequence: 0, previewSequence: 0 };
  elements.editorTitle.textContent = `Edit ${title}`;
  elements.editorDescription.textContent = [intent.title, intent.description].filter(Boolean).join(" — ");
  setFormError(null);
  elements.editorFields.replaceChildren();
  const form = {
    values: state.editor.values,
    missingEntities: instance.missingEntities,
    change: parameterChanged,
    options: (key, query) => api(`${base}/options/${seg(key)}${query ? `?query=${encodeURIComponent(query)}` : ""}`),
  };
  for (const parameter of intent.parameters) state.editor.fields.set(parameter.key, buildField(parameter, form));
  showVisibleParameters(visibleParameters);
  elements.editor.dataset.instanceId = id;
  elements.editorPreview.replaceChildren();
  if (!elements.editor.open) elements.editor.showModal();
}

/**
 * The live preview above the form: the widget as it would look with the values typed so far
 * (the server renders a snapshot; nothing is stored). Values the widget refuses keep the last
 * preview, marked as not current.
 */
async function updatePreview(editor) {
  if (editor.saved) return;
  const sequence = ++editor.previewSequence;
  const scheme = schemeFor(editor.instance.family, state.colorScheme);
  let response;
  try {
    response = await fetch(`${editor.base}/configuration/preview?colorScheme=${scheme}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/html", "X-Widgetry-Request": "1" },
      body: JSON.stringify({ values: editor.values }),
    });
  } catch {
    return;
  }
  if (state.editor !== editor || sequence !== editor.previewSequence) return;
  if (!response.ok) {
    elements.editorPreview.dataset.state = "stale";
    return;
  }
  const html = await response.text();
  if (state.editor !== editor || sequence !== editor.previewSequence) return;
  elements.editorPreview.replaceChildren(widgetNodes(html));
  elements.editorPreview.dataset.state = "current";
  elements.root.dataset.previewRenders = String(Number(elements.root.dataset.previewRenders ?? 0) + 1);
}

export function closeEditor() {
  clearTimeout(state.editor?.visibleTimer);
  setSaving(false);
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

/** How long typing must pause before the server is asked which parameters show (and for a preview). */
const VISIBILITY_DELAY = 250;

/**
 * A value changed: keep it, clear its error, and — once typing pauses — ask the server which
 * parameters now show (one request per pause, not per keystroke).
 */
export function parameterChanged(key, value) {
  const editor = state.editor;
  if (!editor) return;
  if (value === undefined) delete editor.values[key];
  else editor.values[key] = value;
  setFieldError(key, null);
  clearTimeout(editor.visibleTimer);
  editor.visibleTimer = setTimeout(() => {
    updateVisibleParameters(editor);
    updatePreview(editor);
  }, VISIBILITY_DELAY);
}

async function updateVisibleParameters(editor) {
  // A control's configuration shows every parameter.
  if (editor.saved) return;
  const sequence = ++editor.visibleSequence;
  elements.root.dataset.visibilityRequests = String(Number(elements.root.dataset.visibilityRequests ?? 0) + 1);
  try {
    const { visibleParameters } = await api(`${editor.base}/configuration/visible`, {
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

/** While a save is under way the Save button says so and cannot be pressed again. */
function setSaving(saving) {
  const button = elements.editorSave;
  button.disabled = saving;
  button.textContent = saving ? "Saving…" : "Save";
  elements.editorForm.setAttribute("aria-busy", saving ? "true" : "false");
}

export async function saveEditor(event) {
  event.preventDefault();
  const editor = state.editor;
  if (!editor || elements.editorSave.disabled) return;
  for (const key of editor.fields.keys()) setFieldError(key, null);
  setFormError(null);
  let stored;
  setSaving(true);
  try {
    stored = await api(`${editor.base}/configuration`, { method: "PUT", body: { values: editor.values } });
  } catch (error) {
    if (state.editor !== editor) return;
    setSaving(false);
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
  if (editor.saved) return editor.saved(stored);
  // The answer is the widget's new document; its new content arrives on the event stream
  // (fetched here only while the stream is down).
  const tile = state.tiles.get(editor.id);
  if (tile && stored?.instance) replaceInstance(tile, stored.instance);
  if (elements.root.dataset.events !== "open") await renderTile(editor.id);
}
