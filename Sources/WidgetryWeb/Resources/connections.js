// Connections: the token each extension's app presents to WidgetCenter — issued here, shown
// once (the server keeps only its digest), replaced or revoked — and, below them, the wall
// displays (displays.js) and this browser's session (access.js).

import { sessionSection } from "./access.js";
import { displaysSection } from "./displays.js";
import { elements } from "./home.js";
import { api, el, seg, showError, shownOnce } from "./page.js";

export function wireConnections() {
  elements.connectionsButton.addEventListener("click", () => {
    if (!elements.connections.open) elements.connections.showModal();
    loadConnections().catch(showError);
  });
  // A secret shown once goes with the dialog: reopened, it lists what is issued, not the secret.
  elements.connections.addEventListener("close", () => elements.connectionsContent.replaceChildren());
}

/** Lists the extensions with their token's state; `issued` is a token just issued, shown once. */
async function loadConnections(issued = null) {
  const [{ extensions }, displays] = await Promise.all([api("/api/widgets"), displaysSection(loadConnections, issued)]);
  const rows = extensions.map((extension) => connectionRow(extension, issued));
  if (extensions.length === 0) rows.push(el("p", { class: "empty-state", text: "No extension is registered." }));
  elements.connectionsContent.replaceChildren(...rows, displays, ...[sessionSection()].filter(Boolean));
}

function connectionRow(extension, issued) {
  const justIssued = issued?.extensionID === extension.id ? issued.token : null;
  const status = extension.hasToken
    ? `Token issued ${new Date(extension.tokenIssuedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`
    : "No token: its app cannot reload widgets";
  const issue = el("button", { type: "button", class: "button button-small", "data-connection-action": "issue", text: extension.hasToken ? "Replace Token" : "Issue Token" });
  issue.addEventListener("click", async () => {
    try {
      const { token } = await api(`/api/extensions/${seg(extension.id)}/token`, { method: "POST" });
      await loadConnections({ extensionID: extension.id, token });
    } catch (error) {
      showError(error);
    }
  });
  const revoke = extension.hasToken
    ? el("button", { type: "button", class: "button button-small button-danger-text", "data-connection-action": "revoke", text: "Revoke" })
    : null;
  revoke?.addEventListener("click", async () => {
    try {
      await api(`/api/extensions/${seg(extension.id)}/token`, { method: "DELETE" });
      await loadConnections();
    } catch (error) {
      showError(error);
    }
  });
  return el(
    "section",
    { class: "connection", "data-extension-id": extension.id, "aria-label": extension.name },
    el(
      "div",
      { class: "connection-header" },
      el("div", {}, el("h3", { text: extension.name }), el("p", { class: "connection-status-text", text: status })),
      el("div", { class: "connection-actions" }, issue, revoke),
    ),
    justIssued ? tokenReveal(extension, justIssued) : null,
  );
}

/** The new token, shown this once, with what to do with it. */
function tokenReveal(extension, token) {
  return shownOnce(
    `${extension.name} token`,
    token,
    "Copy the token now: it is shown only this once. Give it to the app as WIDGETRY_TOKEN (with WIDGETRY_HOST, this server's address).",
  );
}
