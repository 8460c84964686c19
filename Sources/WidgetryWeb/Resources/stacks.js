// Smart Stacks: widgets of one size that share a place on the grid. The server says which
// member is on top now (the most relevant current entry) and why; the page shows that one,
// with a dot per member to look at the others. A person's choice holds until the server's
// choice changes.

import { elements, state } from "./home.js";
import { api, el } from "./page.js";
import { applyPage } from "./pages.js";

/** stack id → {members, top, reason, scores}, from `GET /api/stacks`. */
const stacks = new Map();
/** stack id → the member a person chose to see, while the server's top stays what it was. */
const chosen = new Map();

let refreshScheduled = false;

/** Loads the stacks and shows each one's member on top. */
export async function loadStacks() {
  const answer = await api("/api/stacks");
  const seen = new Set();
  for (const stack of answer.stacks) {
    seen.add(stack.id);
    const before = stacks.get(stack.id);
    if (before && before.top !== stack.top) chosen.delete(stack.id);
    stacks.set(stack.id, stack);
  }
  for (const id of [...stacks.keys()]) if (!seen.has(id)) stacks.delete(id);
  applyStacks();
}

/** Refreshes the stacks after the current task (several widget changes make one request). */
export function scheduleStacks() {
  if (refreshScheduled) return;
  refreshScheduled = true;
  setTimeout(() => {
    refreshScheduled = false;
    loadStacks().catch(() => {});
  }, 0);
}

/** The stack a widget is in, with the member shown now. */
export function stackOf(instanceID) {
  for (const stack of stacks.values()) {
    if (stack.members.includes(instanceID)) return { ...stack, shown: chosen.get(stack.id) ?? stack.top };
  }
  return null;
}

/** Hides every stacked tile but the one its stack shows, and draws that one's dots. */
export function applyStacks() {
  for (const tile of state.tiles.values()) {
    const stack = stackOf(tile.instance.id);
    tile.stackHidden = Boolean(stack && stack.shown !== tile.instance.id);
    tile.element.classList.toggle("is-stacked", Boolean(stack));
    drawDots(tile, stack);
    applyPage(tile);
  }
  elements.root.dataset.stacks = String(stacks.size);
}

function drawDots(tile, stack) {
  tile.stackDots?.remove();
  tile.stackDots = null;
  if (!stack || tile.stackHidden) {
    tile.element.removeAttribute("data-stack-id");
    return;
  }
  tile.element.dataset.stackId = stack.id;
  const names = stack.members.map((id) => state.tiles.get(id)?.name ?? id);
  const dots = el("div", { class: "stack-dots", role: "group", "aria-label": `Smart Stack of ${stack.members.length}: ${stack.reason}`, title: stack.reason });
  stack.members.forEach((id, index) => {
    const shown = id === stack.shown;
    const dot = el("button", {
      type: "button",
      class: "stack-dot",
      "aria-label": `Show ${names[index]} (${index + 1} of ${stack.members.length})`,
      "aria-pressed": shown ? "true" : "false",
      tabindex: shown ? "0" : "-1",
      "data-stack-member": id,
    });
    dots.append(dot);
  });
  tile.element.append(dots);
  tile.stackDots = dots;
}

/** A dot shows its member; ↑/↓ move through the stack from a focused dot. */
export function wireStacks() {
  const show = (stackID, memberID) => {
    chosen.set(stackID, memberID);
    applyStacks();
    state.tiles.get(memberID)?.element.querySelector(`[data-stack-member="${CSS.escape(memberID)}"]`)?.focus();
  };
  elements.homeGrid.addEventListener("click", (event) => {
    const dot = event.target.closest("[data-stack-member]");
    const stackID = dot?.closest(".tile")?.dataset.stackId;
    if (dot && stackID) show(stackID, dot.dataset.stackMember);
  });
  elements.homeGrid.addEventListener("keydown", (event) => {
    const dot = event.target.closest?.("[data-stack-member]");
    const stackID = dot?.closest(".tile")?.dataset.stackId;
    const stack = stackID && stacks.get(stackID);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!stack || step === undefined) return;
    event.preventDefault();
    const at = stack.members.indexOf(dot.dataset.stackMember);
    show(stackID, stack.members[(at + step + stack.members.length) % stack.members.length]);
  });
}
