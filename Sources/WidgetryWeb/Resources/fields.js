// The editor's fields: a control for each parameter type (text, numbers, Booleans, enums,
// dynamic options, entities, dates, arrays).

import { el, showError } from "./page.js";

let fieldCounter = 0;

/**
 * The field of one parameter: title, description, a control for its type, its error. `form`
 * is the editor it is in: `values` and `missingEntities` (what it shows now), `change(key,
 * value)` (a value chosen) and `options(key, query)` (a promise of a picker's choices). Each
 * control gets its parameter's `change(value)`, which carries `change.options(query)`.
 */
export function buildField(parameter, form) {
  const id = `field-${++fieldCounter}`;
  const field = el("div", { class: `field field-${parameter.kind}`, "data-parameter": parameter.key, "data-kind": parameter.kind });
  const label = el("label", { class: "field-title", for: id, id: `${id}-label`, text: parameter.title });
  const description = parameter.description ? el("p", { class: "field-description", id: `${id}-description`, text: parameter.description }) : null;
  const current = form.values[parameter.key];
  const change = Object.assign((value) => form.change(parameter.key, value), { options: (query) => form.options(parameter.key, query) });
  const control = buildControl(parameter, id, current, change);
  if (description) control.querySelector("input, select, textarea")?.setAttribute("aria-describedby", description.id);

  const missing = form.missingEntities?.[parameter.key] ?? [];
  const warning = missing.length
    ? el("p", { class: "field-warning", role: "note", text: `No longer available: ${missing.join(", ")}. Choose again.` })
    : null;
  const clear =
    parameter.isOptional && !parameter.isArray
      ? el("button", { type: "button", class: "button button-small field-clear", text: "Clear", "aria-label": `Clear ${parameter.title}` })
      : null;
  clear?.addEventListener("click", () => {
    field.replaceChild(buildControl(parameter, id, null, change), field.querySelector(":scope > .control"));
    change(null);
  });
  field.append(
    ...[el("div", { class: "field-header" }, label, clear), description, warning, control, el("p", { class: "field-error", role: "alert", hidden: true })].filter(Boolean),
  );
  return field;
}

/** The control for a parameter's type; calls `change(value)` with the JSON value to store. */
function buildControl(parameter, id, current, change) {
  const wrap = (...children) => el("div", { class: "control" }, ...children);
  if (parameter.isArray) return wrap(arrayControl(parameter, id, current, change));
  switch (parameter.kind) {
    case "bool":
      return wrap(boolControl(parameter, id, current, change));
    case "int":
    case "double":
      return parameter.hasDynamicOptions ? wrap(dynamicSelect(parameter, id, current, change)) : wrap(...numberControl(parameter, id, current, change));
    case "enum":
      return wrap(enumSelect(parameter, id, current, change));
    case "entity":
      return wrap(entityPicker(parameter, id, current, change, false));
    case "date":
    case "dateComponents":
      return wrap(dateControl(parameter, id, current, change));
    case "url":
      return wrap(textInput(parameter, id, current, change, "url"));
    default:
      return parameter.hasDynamicOptions ? wrap(dynamicSelect(parameter, id, current, change)) : wrap(textInput(parameter, id, current, change, "text"));
  }
}

function textInput(parameter, id, current, change, type) {
  const multiline = parameter.inputOptions?.multiline;
  const input = multiline ? el("textarea", { id, rows: 3 }) : el("input", { id, type, autocomplete: "off" });
  if (parameter.inputOptions && parameter.inputOptions.autocorrect === false) input.setAttribute("spellcheck", "false");
  input.value = typeof current === "string" ? current : "";
  input.addEventListener("input", () => change(input.value === "" && parameter.isOptional ? null : input.value));
  return input;
}

function boolControl(parameter, id, current, change) {
  const input = el("input", { id, type: "checkbox", role: "switch" });
  input.checked = current === true;
  const names = parameter.boolDisplayName;
  const caption = el("span", { class: "switch-caption", text: names ? (input.checked ? names.true : names.false) : "" });
  input.addEventListener("change", () => {
    if (names) caption.textContent = input.checked ? names.true : names.false;
    change(input.checked);
  });
  return el("label", { class: "switch-control" }, input, el("span", { class: "switch-track", "aria-hidden": "true" }), caption);
}

/** Int and Double: a field, a stepper (− / +) or a slider, bounded by `inclusiveRange`. */
function numberControl(parameter, id, current, change) {
  const range = parameter.range;
  const integer = parameter.kind === "int";
  const step = integer ? 1 : range ? (range.upperBound - range.lowerBound) / 100 : "any";
  // What is typed goes to the server as typed — a fraction for a whole number, a number too
  // large, an emptied required field (null) — so the server refuses it in its own words on
  // Save, rather than the page quietly rounding it or putting the default back.
  const parse = (text) => {
    if (text.trim() === "") return input.validity.badInput ? text : null;
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  };
  const input = el("input", { id, type: "number", inputmode: integer ? "numeric" : "decimal", step, min: range?.lowerBound, max: range?.upperBound });
  input.value = typeof current === "number" ? String(current) : "";
  const parts = [input];
  if (parameter.controlStyle === "slider" && range) {
    const slider = el("input", { type: "range", min: range.lowerBound, max: range.upperBound, step, "aria-label": parameter.title });
    slider.value = typeof current === "number" ? String(current) : String(range.lowerBound);
    slider.addEventListener("input", () => {
      input.value = slider.value;
      change(parse(slider.value));
    });
    input.addEventListener("input", () => {
      slider.value = input.value;
      change(parse(input.value));
    });
    parts.unshift(slider);
  } else {
    input.addEventListener("input", () => change(parse(input.value)));
    if (parameter.controlStyle === "stepper" || integer) {
      const nudge = (delta) => {
        const base = Number(input.value || (range ? range.lowerBound : 0));
        let next = base + delta * (integer ? 1 : Number(step) || 1);
        if (range) next = Math.min(range.upperBound, Math.max(range.lowerBound, next));
        input.value = String(integer ? Math.round(next) : Number(next.toFixed(6)));
        change(parse(input.value));
      };
      const minus = el("button", { type: "button", class: "stepper-button", "aria-label": `Decrease ${parameter.title}`, text: "−" });
      const plus = el("button", { type: "button", class: "stepper-button", "aria-label": `Increase ${parameter.title}`, text: "+" });
      minus.addEventListener("click", () => nudge(-1));
      plus.addEventListener("click", () => nudge(1));
      parts.unshift(minus);
      parts.push(plus);
    }
  }
  if (range) parts.push(el("span", { class: "range-hint", text: `${range.lowerBound} – ${range.upperBound}` }));
  return [el("div", { class: `number-control style-${parameter.controlStyle ?? "field"}` }, ...parts)];
}

function enumSelect(parameter, id, current, change) {
  const select = el("select", { id });
  if (parameter.isOptional) select.append(el("option", { value: "", text: "None" }));
  const cases = parameter.enumType?.cases ?? [];
  cases.forEach((item, index) => {
    const text = item.display.subtitle ? `${item.display.title} — ${item.display.subtitle}` : item.display.title;
    select.append(el("option", { value: String(index), text }));
  });
  const index = cases.findIndex((item) => sameValue(item.value, current));
  select.value = index >= 0 ? String(index) : parameter.isOptional ? "" : "0";
  select.addEventListener("change", () => change(select.value === "" ? null : cases[Number(select.value)].value));
  return select;
}

/** Choices from an options provider (not an entity): a select filled from the server. */
function dynamicSelect(parameter, id, current, change) {
  const select = el("select", { id, "aria-busy": "true" });
  let items = [];
  change
    .options(null)
    .then((options) => {
      items = options.sections.flatMap((section) => section.items);
      select.replaceChildren();
      if (parameter.isOptional) select.append(el("option", { value: "", text: "None" }));
      for (const section of options.sections) {
        const parent = section.title ? el("optgroup", { label: section.title }) : select;
        for (const item of section.items) parent.append(el("option", { value: String(items.indexOf(item)), text: item.display.title }));
        if (parent !== select) select.append(parent);
      }
      const index = items.findIndex((item) => sameValue(item.value, current));
      select.value = index >= 0 ? String(index) : "";
      select.removeAttribute("aria-busy");
    })
    .catch(showError);
  select.addEventListener("change", () => change(select.value === "" ? null : items[Number(select.value)].value));
  return select;
}

/**
 * A searchable picker of entities (suggestions, then `entities(matching:)` as the person
 * types), in the provider's sections. `multiple`: several can be chosen (arrays).
 */
function entityPicker(parameter, id, current, change, multiple) {
  const titles = new Map(); // a value's key → its title, from every answer seen
  let chosen = multiple ? (Array.isArray(current) ? [...current] : []) : current ?? null;
  const summary = el("div", { class: "picker-current", "aria-live": "polite" });
  const search = el("input", {
    id,
    type: "search",
    class: "picker-search",
    autocomplete: "off",
    placeholder: `Search ${parameter.entityType?.typeDisplayName ?? parameter.title}`,
    "aria-controls": `${id}-results`,
  });
  const results = el("div", { class: "picker-results", id: `${id}-results`, role: "listbox", "aria-multiselectable": multiple ? "true" : "false" });
  const isChosen = (value) => (multiple ? chosen.some((item) => sameValue(item, value)) : sameValue(chosen, value));

  const showSummary = () => {
    const values = multiple ? chosen : chosen === null || chosen === undefined ? [] : [chosen];
    summary.replaceChildren(
      values.length
        ? el("span", {}, "Chosen: ", ...values.map((value, index) => el("strong", { text: (index ? ", " : "") + (titles.get(valueKey(value)) ?? value?.displayString ?? String(value)) })))
        : el("span", { class: "picker-none", text: "Nothing chosen" }),
    );
  };
  const showOptions = (options) => {
    results.replaceChildren();
    if (options.promptLabel) search.placeholder = options.promptLabel;
    let count = 0;
    for (const section of options.sections) {
      const group = el("div", { class: "picker-section", role: "group" });
      if (section.title) {
        group.append(el("h4", { class: "picker-section-title", text: section.title }));
        group.setAttribute("aria-label", section.title);
      }
      for (const item of section.items) {
        count += 1;
        titles.set(valueKey(item.value), item.display.title);
        const option = el(
          "button",
          { type: "button", class: "picker-option", role: "option", "aria-selected": isChosen(item.value) ? "true" : "false", "data-value": JSON.stringify(item.value) },
          el("span", { class: "picker-option-title", text: item.display.title }),
          item.display.subtitle ? el("span", { class: "picker-option-subtitle", text: item.display.subtitle }) : null,
        );
        option.addEventListener("click", () => {
          if (multiple) {
            chosen = isChosen(item.value) ? chosen.filter((value) => !sameValue(value, item.value)) : [...chosen, item.value];
          } else {
            chosen = item.value;
          }
          for (const other of results.querySelectorAll(".picker-option")) {
            other.setAttribute("aria-selected", isChosen(JSON.parse(other.dataset.value)) ? "true" : "false");
          }
          showSummary();
          change(multiple ? [...chosen] : chosen);
        });
        group.append(option);
      }
      results.append(group);
    }
    if (count === 0) results.append(el("p", { class: "picker-empty", text: "No matches." }));
    showSummary();
  };

  let sequence = 0;
  let timer;
  const load = (query) => {
    const mine = ++sequence;
    results.setAttribute("aria-busy", "true");
    change
      .options(query)
      .then((options) => {
        if (mine !== sequence) return;
        results.removeAttribute("aria-busy");
        showOptions(options);
      })
      .catch(showError);
  };
  search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(search.value.trim() || null), 200);
  });
  search.addEventListener("keydown", (event) => {
    if (event.key === "Enter") event.preventDefault();
  });
  showSummary();
  load(null);
  return el("div", { class: "picker" }, summary, search, results);
}

/** Date (`kind: .date/.time/.dateTime`) and DateComponents values, in the browser's zone. */
function dateControl(parameter, id, current, change) {
  const kind = parameter.dateKind ?? (parameter.kind === "dateComponents" ? "date" : "dateTime");
  const type = kind === "date" ? "date" : kind === "time" ? "time" : "datetime-local";
  const input = el("input", { id, type });
  const two = (n) => String(n).padStart(2, "0");
  if (parameter.kind === "dateComponents") {
    if (current && typeof current === "object") {
      const c = current;
      const date = c.year ? `${c.year}-${two(c.month ?? 1)}-${two(c.day ?? 1)}` : "";
      const time = c.hour !== undefined ? `${two(c.hour)}:${two(c.minute ?? 0)}` : "";
      input.value = type === "date" ? date : type === "time" ? time : date && time ? `${date}T${time}` : "";
    }
    input.addEventListener("change", () => {
      if (!input.value) return change(parameter.isOptional ? null : undefined);
      const [datePart, timePart] = type === "time" ? [null, input.value] : input.value.split("T");
      const components = {};
      if (datePart) [components.year, components.month, components.day] = datePart.split("-").map(Number);
      if (timePart) [components.hour, components.minute] = timePart.split(":").map(Number);
      change(components);
    });
  } else {
    if (typeof current === "string" && !Number.isNaN(Date.parse(current))) {
      const d = new Date(current);
      const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
      const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
      input.value = type === "date" ? date : type === "time" ? time : `${date}T${time}`;
    }
    input.addEventListener("change", () => {
      if (!input.value) return change(parameter.isOptional ? null : undefined);
      const today = new Date();
      const local =
        type === "date"
          ? new Date(`${input.value}T00:00`)
          : type === "time"
            ? new Date(`${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}T${input.value}`)
            : new Date(input.value);
      change(local.toISOString());
    });
  }
  return input;
}

/** Arrays: a multi-select for enums and entities, a list of fields for the rest. */
function arrayControl(parameter, id, current, change) {
  const values = Array.isArray(current) ? [...current] : [];
  const size = parameter.arraySize;
  const bounds = size ? [size.min !== undefined ? `at least ${size.min}` : null, size.max !== undefined ? `at most ${size.max}` : null].filter(Boolean).join(", ") : "";
  const hint = bounds ? el("p", { class: "range-hint", text: `Choose ${bounds}.` }) : null;
  if (parameter.kind === "entity") return el("div", {}, entityPicker(parameter, id, values, change, true), hint);
  if (parameter.kind === "enum") {
    const cases = parameter.enumType?.cases ?? [];
    const group = el("div", { class: "checkbox-list", role: "group", id });
    cases.forEach((item) => {
      const box = el("input", { type: "checkbox" });
      box.checked = values.some((value) => sameValue(value, item.value));
      box.addEventListener("change", () => {
        const next = cases.filter((other, index) => group.querySelectorAll("input")[index].checked).map((other) => other.value);
        change(next);
      });
      group.append(el("label", { class: "checkbox-item" }, box, el("span", { text: item.display.title })));
    });
    return el("div", {}, group, hint);
  }
  const list = el("div", { class: "array-list", id });
  const collect = () =>
    [...list.querySelectorAll("input")].map((input) => (parameter.kind === "int" || parameter.kind === "double" ? Number(input.value) : input.value));
  const addRow = (value) => {
    const input = el("input", { type: parameter.kind === "int" || parameter.kind === "double" ? "number" : parameter.kind === "url" ? "url" : "text", "aria-label": parameter.title });
    input.value = value === undefined || value === null ? "" : String(value);
    input.addEventListener("input", () => change(collect()));
    const remove = el("button", { type: "button", class: "button button-small", text: "Remove", "aria-label": `Remove from ${parameter.title}` });
    remove.addEventListener("click", () => {
      row.remove();
      change(collect());
    });
    const row = el("div", { class: "array-row" }, input, remove);
    list.append(row);
    return input;
  };
  values.forEach(addRow);
  const add = el("button", { type: "button", class: "button button-small", text: `Add ${parameter.title}` });
  add.addEventListener("click", () => {
    addRow("").focus();
    change(collect());
  });
  return el("div", {}, list, add, hint);
}

/** Two JSON values are the same (numbers compared as numbers). */
function sameValue(a, b) {
  if (typeof a === "number" && typeof b === "number") return a === b;
  return valueKey(a) === valueKey(b);
}

/** What identifies a stored value: a SiriKit object (`{identifier, displayString, …}`) is its identifier, anything else its JSON. */
function valueKey(value) {
  if (value && typeof value === "object" && !Array.isArray(value) && typeof value.identifier === "string") return `object:${value.identifier}`;
  return JSON.stringify(value);
}
