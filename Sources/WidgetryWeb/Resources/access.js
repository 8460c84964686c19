// This browser's session, when the home screen asks for sign-in (it is reachable beyond its
// machine): who it is signed in as — the owner, or a wall display that only looks — and
// signing out or changing the owner password, under Connections.

import { elements } from "./home.js";
import { api, el, goToLogin, showError } from "./page.js";

/** The session: `role` is "owner", "viewer" (a wall display) or null; on loopback, "owner". */
export const session = { role: "owner", signInRequired: false };

/** Asks the server who this browser is; marks the page read-only for a wall display. */
export async function loadSession() {
  const answer = await api("/api/session");
  session.role = answer.role ?? null;
  session.signInRequired = answer.signInRequired;
  elements.root.dataset.role = session.role ?? "none";
  if (session.signInRequired && !session.role) goToLogin();
  return session;
}

/** A wall display's session shows the home screen and changes nothing. */
export const isReadOnly = () => session.role === "viewer";

/** "This Browser" under Connections: signing out and changing the password. */
export function sessionSection() {
  if (!session.signInRequired) return null;
  const signOut = el("button", { type: "button", class: "button button-small", "data-session-action": "sign-out", text: "Sign Out" });
  signOut.addEventListener("click", () =>
    api("/api/session", { method: "DELETE" })
      .then(() => location.assign("/login"))
      .catch(showError),
  );
  const current = el("input", { type: "password", autocomplete: "current-password", "aria-label": "Current password", placeholder: "Current password" });
  const next = el("input", { type: "password", autocomplete: "new-password", "aria-label": "New password", placeholder: "New password (8 to 72 characters)" });
  const change = el("button", { type: "submit", class: "button button-small", text: "Change Password" });
  const result = el("p", { class: "connection-status-text", role: "status" });
  const form = el("form", { class: "connection-form" }, current, next, change);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    api("/api/session/password", { method: "PUT", body: { current: current.value, new: next.value } })
      .then(() => {
        form.reset();
        result.textContent = "Password changed. Every other browser signed in as the owner is signed out.";
      })
      .catch((error) => (result.textContent = error.message));
  });
  return el(
    "section",
    { class: "connection", "aria-label": "This browser" },
    el(
      "div",
      { class: "connection-header" },
      el("div", {}, el("h3", { text: "This Browser" }), el("p", { class: "connection-status-text", text: "Signed in as the owner." })),
      el("div", { class: "connection-actions" }, signOut),
    ),
    form,
    result,
  );
}
