// Wall displays under Connections: each has a link that signs a browser in as a viewer (it shows
// the home screen and changes nothing), made here, shown once, revoked here.

import { api, el, seg, shownOnce } from "./page.js";

const dateStyle = { dateStyle: "medium", timeStyle: "short" };

/** The section: a form to make a link, the displays with theirs revocable, and a new link. */
export async function displaysSection(reload, issued = null) {
  const { viewers } = await api("/api/viewers");
  const name = el("input", { type: "text", maxlength: "100", "aria-label": "Display name", placeholder: "Kitchen display", required: true });
  const add = el("button", { type: "submit", class: "button button-small", text: "Make Link" });
  const form = el("form", { class: "connection-form" }, name, add);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const made = await api("/api/viewers", { method: "POST", body: { name: name.value } });
    await reload({ display: made });
  });
  const rows = viewers.map((viewer) => {
    const revoke = el("button", { type: "button", class: "button button-small button-danger-text", "data-display-action": "revoke", text: "Revoke" });
    revoke.addEventListener("click", async () => {
      await api(`/api/viewers/${seg(viewer.id)}`, { method: "DELETE" });
      await reload();
    });
    const used = viewer.lastUsedAt ? `last signed in ${new Date(viewer.lastUsedAt).toLocaleString(undefined, dateStyle)}` : "not used yet";
    return el(
      "li",
      { class: "display-row", "data-viewer-id": viewer.id },
      el("span", {}, el("strong", { text: viewer.name }), el("span", { class: "connection-status-text", text: ` · ${used}` })),
      revoke,
    );
  });
  return el(
    "section",
    { class: "connection", "aria-label": "Wall displays" },
    el("h3", { text: "Wall Displays" }),
    el("p", { class: "connection-status-text", text: "A display signed in with its link shows the home screen and cannot change it. Needed when the home screen is reachable beyond this machine." }),
    rows.length ? el("ul", { class: "display-list" }, ...rows) : null,
    form,
    issued?.display ? linkReveal(issued.display) : null,
  );
}

/** The new link, shown this once. */
function linkReveal({ viewer, link }) {
  const url = new URL(link, location.origin).href;
  return shownOnce(`${viewer.name} link`, url, `Open this link on ${viewer.name}: it is shown only this once, and signs the display in for 400 days.`);
}
