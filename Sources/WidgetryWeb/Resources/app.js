// The Widgetry home screen: the page's only script (an ES module; the Content-Security-Policy
// allows no inline script). It talks to the server through the HTTP API under /api only,
// described by /openapi.yaml.

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
    const error = payload && typeof payload === "object" ? payload.error : undefined;
    throw new APIError(
      response.status,
      error?.code ?? "httpError",
      error?.message ?? `The server answered ${response.status} ${response.statusText}.`,
      error?.issues ?? [],
    );
  }
  return payload;
}

async function readPayload(response) {
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

/** The page's elements, looked up once. */
const elements = {
  root: document.documentElement,
  addWidget: document.getElementById("add-widget"),
  gallery: document.getElementById("gallery"),
  galleryContent: document.getElementById("gallery-content"),
  homeGrid: document.getElementById("home-grid"),
  homeEmpty: document.getElementById("home-empty"),
  lockScreenStrip: document.getElementById("lock-screen-strip"),
  lockScreenEmpty: document.getElementById("lock-screen-empty"),
  errorBanner: document.getElementById("error-banner"),
  errorMessage: document.getElementById("error-message"),
  errorDismiss: document.getElementById("error-dismiss"),
};

/** Shows an error in the banner at the top of the page (and logs it for developers). */
export function showError(error) {
  const message = error instanceof Error ? error.message : String(error);
  elements.errorMessage.textContent = message;
  elements.errorBanner.hidden = false;
  console.error(error);
}

/** Hides the error banner. */
export function clearError() {
  elements.errorBanner.hidden = true;
  elements.errorMessage.textContent = "";
}

/** Shows the empty-state notes of the grid and the strip when they hold no widget. */
export function updateEmptyStates() {
  elements.homeEmpty.hidden = elements.homeGrid.childElementCount > 0;
  elements.lockScreenEmpty.hidden = elements.lockScreenStrip.childElementCount > 0;
}

function openGallery() {
  if (!elements.gallery.open) elements.gallery.showModal();
}

function start() {
  elements.addWidget.addEventListener("click", openGallery);
  elements.errorDismiss.addEventListener("click", clearError);
  window.addEventListener("unhandledrejection", (event) => showError(event.reason));
  updateEmptyStates();
  // Tells tests (and curious people) that the script ran under the page's policy.
  elements.root.dataset.widgetry = "ready";
}

start();
