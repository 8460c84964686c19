// The editor: a placed widget's configuration form, its visible parameters, saving.

import { replaceInstance } from "./events.js";
import { buildField } from "./fields.js";
import { elements, state } from "./home.js";
import { APIError, api, el, seg, showError } from "./page.js";
import { renderTile } from "./tiles.js";

/** Opens the configuration form of a placed widget. */
export async function openEditor(id) {
  const document_ = await api(`/api/instances/${seg(id)}/configuration`);
  const { intent, instance } = document_;
  state.editor = {
    id,
    instance,
    intent,
    values: structuredClone(document_.values),
    fields: new Map(),
    visibleSequence: 0,
  };
  elements.editorTitle.textContent = `Edit ${instance.displayName}`;
  elements.editorDescription.textContent = [intent.title, intent.description].filter(Boolean).join(" — ");
  setFormError(null);
  elements.editorFields.replaceChildren();
  for (const parameter of intent.parameters) state.editor.fields.set(parameter.key, buildField(parameter));
  showVisibleParameters(document_.visibleParameters);
  elements.editor.dataset.instanceId = id;
  if (!elements.editor.open) elements.editor.showModal();
}

export function closeEditor() {
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

/** A value changed: keep it, clear its error, and ask the server which parameters now show. */
export async function parameterChanged(key, value) {
  const editor = state.editor;
  if (!editor) return;
  if (value === undefined) delete editor.values[key];
  else editor.values[key] = value;
  setFieldError(key, null);
  const sequence = ++editor.visibleSequence;
  try {
    const { visibleParameters } = await api(`/api/instances/${seg(editor.id)}/configuration/visible`, {
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

export async function saveEditor(event) {
  event.preventDefault();
  const editor = state.editor;
  if (!editor) return;
  for (const key of editor.fields.keys()) setFieldError(key, null);
  setFormError(null);
  let stored;
  try {
    stored = await api(`/api/instances/${seg(editor.id)}/configuration`, { method: "PUT", body: { values: editor.values } });
  } catch (error) {
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
  // The answer is the widget's new document; its new content arrives on the event stream
  // (fetched here only while the stream is down).
  const tile = state.tiles.get(editor.id);
  if (tile && stored?.instance) replaceInstance(tile, stored.instance);
  if (elements.root.dataset.events !== "open") await renderTile(editor.id);
}
