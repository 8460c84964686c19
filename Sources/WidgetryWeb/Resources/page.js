// What both pages (the home screen and the previews page) share: calling the API, showing its
// errors, making elements, family names, and turning a rendered widget fragment into nodes.

/** The header the server requires on state-changing API requests (its same-origin check). */
const REQUEST_MARK = ["X-Widgetry-Request", "1"];

/** An error answered by the API: `{"error": {"code", "message", "issues"?}}`. */
export class APIError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} code stable camelCase code
   * @param {string} message sentence for people
   * @param {{parameter: string, code: string, message: string}[]} issues per-parameter problems
   */
  constructor(status, code, message, issues = []) {
    super(message);
    this.name = "APIError";
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/**
 * Calls the API: sends JSON (when `body` is given), always sends the same-origin mark, and
 * returns the decoded JSON answer (or the text, or null for an empty one). An error answer
 * throws an APIError; a network failure throws an APIError with code `networkError`.
 *
 * @param {string} path e.g. "/api/instances"
 * @param {{method?: string, body?: unknown, signal?: AbortSignal}} options
 */
export async function api(path, { method = "GET", body, signal } = {}) {
  const headers = new Headers({ Accept: "application/json" });
  headers.set(...REQUEST_MARK);
  const init = { method, headers, signal, credentials: "same-origin", cache: "no-cache" };
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new APIError(0, "networkError", "The Widgetry server cannot be reached.");
  }
  const payload = await readPayload(response);
  if (!response.ok) {
    const error = errorFrom(response, payload);
    if (error.code === "signInRequired") goToLogin();
    throw error;
  }
  return payload;
}

/** Sends the browser to the login page, to come back here once signed in. */
export function goToLogin() {
  location.assign(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
}

export async function readPayload(response) {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function errorFrom(response, payload) {
  const error = payload && typeof payload === "object" ? payload.error : undefined;
  return new APIError(
    response.status,
    error?.code ?? "httpError",
    error?.message ?? `The server answered ${response.status} ${response.statusText}.`,
    error?.issues ?? [],
  );
}

/** A path segment, percent-encoded. */
export const seg = (value) => encodeURIComponent(value);

/** Shows an error in the banner at the top of the page (and logs it for developers). */
export function showError(error) {
  const message = error instanceof Error ? error.message : String(error);
  document.getElementById("error-message").textContent = message;
  const banner = document.getElementById("error-banner");
  banner.dataset.code = error?.code ?? "";
  banner.hidden = false;
  console.error(error);
}

/** Hides the error banner. */
export function clearError() {
  const banner = document.getElementById("error-banner");
  banner.hidden = true;
  delete banner.dataset.code;
  document.getElementById("error-message").textContent = "";
}

/** `el("div", {class: "x", "data-y": "1"}, child, "text")`: an element with attributes and children. */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/** A secret shown this once (an app's token, a display's link): what to do, the value, Copy. */
export function shownOnce(label, value, message) {
  const field = el("input", { type: "text", class: "connection-token", readonly: true, "aria-label": label, value });
  const copy = el("button", { type: "button", class: "button button-small", text: "Copy" });
  copy.addEventListener("click", async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(value);
      copy.textContent = "Copied";
    } catch {
      copy.textContent = "Press Ctrl+C";
    }
  });
  return el("div", { class: "connection-reveal", role: "status" }, el("p", { text: message }), el("div", { class: "connection-token-row" }, field, copy));
}

const FAMILY_NAMES = {
  systemSmall: "Small",
  systemMedium: "Medium",
  systemLarge: "Large",
  systemExtraLarge: "Extra Large",
  accessoryCircular: "Circular",
  accessoryRectangular: "Rectangular",
  accessoryInline: "Inline",
  accessoryCorner: "Corner",
  view: "View",
  activityLockScreen: "Live Activity, Lock Screen",
  activityCompact: "Live Activity, compact",
  activityMinimal: "Live Activity, minimal",
  activityExpanded: "Live Activity, expanded",
};
export const familyName = (family) => FAMILY_NAMES[family] ?? family;
export const isAccessory = (family) => family.startsWith("accessory");
/** The scheme a widget of `family` is drawn in: the lock screen is dark whatever the page's. */
export const schemeFor = (family, scheme) => (isAccessory(family) ? "dark" : scheme);

/**
 * The server's widget fragment as nodes of this document: parsed inert, then each element's
 * CSS applied from data-wr-css through CSSOM (allowed by the policy, unlike style attributes).
 */
export function widgetNodes(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const content = document.importNode(template.content, true);
  for (const element of content.querySelectorAll("[data-wr-css]")) {
    element.style.cssText = element.getAttribute("data-wr-css");
    element.removeAttribute("data-wr-css");
  }
  return content;
}
