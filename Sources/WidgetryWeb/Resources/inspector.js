// The inspector: a placed widget's timeline, reloads, budget and errors; or a Live Activity's
// state and dates (activities.js opens it for one).

import { elements, state } from "./home.js";
import { api, el, seg, showError } from "./page.js";

export async function openInspector(id) {
  state.inspected = id;
  state.inspectedActivity = null;
  elements.inspectorReload.hidden = false;
  const tile = state.tiles.get(id);
  elements.inspectorTitle.textContent = `${tile?.instance.displayName ?? "Widget"} — Inspector`;
  elements.inspector.dataset.instanceId = id;
  delete elements.inspector.dataset.activityId;
  if (!elements.inspector.open) elements.inspector.showModal();
  await loadInspector();
}

let inspectorScheduled = false;
export function scheduleInspector() {
  if (inspectorScheduled) return;
  inspectorScheduled = true;
  setTimeout(() => {
    inspectorScheduled = false;
    if (state.inspected) loadInspector().catch(showError);
  }, 100);
}

/** Every date the inspector shows, written one way: the time alone today, else the date too. */
export function time(value) {
  if (!value) return "—";
  const date = new Date(value);
  const today = new Date().toDateString() === date.toDateString();
  return date.toLocaleString(undefined, today ? { timeStyle: "medium" } : { dateStyle: "medium", timeStyle: "medium" });
}

const STATES = {
  current: "Its current timeline entry",
  placeholder: "Its placeholder (no timeline yet)",
  needsConfiguration: "A prompt to configure it",
};

/** The timeline's reload policy, as WidgetKit's documentation words it. */
function policyWords(timeline) {
  switch (timeline.policy) {
    case "atEnd": return "Ask for a new timeline after the last entry's date";
    case "after": return `Ask for a new timeline after ${time(timeline.policyDate)}`;
    case "never": return "Never on its own: only when its app asks (WidgetCenter)";
    default: return timeline.policy;
  }
}

/** A relevance score as a person reads it: 0.84, not 0.838263750076294. */
const relevanceWords = (score) => (typeof score === "number" ? score.toLocaleString(undefined, { maximumFractionDigits: 2 }) : "");

/** What a decision did to the budget. */
function budgetWords(item) {
  if (item.words?.usedBudget) return `Used one (${item.budgetLeft} left)`;
  return item.counted ? "Counts once it reloads" : "Free";
}
function fromNow(value) {
  if (!value) return "";
  const seconds = Math.round((new Date(value).getTime() - Date.now()) / 1000);
  const magnitude = Math.abs(seconds);
  const text = magnitude < 60 ? `${magnitude} s` : magnitude < 3600 ? `${Math.round(magnitude / 60)} min` : `${(magnitude / 3600).toFixed(1)} h`;
  return seconds >= 0 ? `in ${text}` : `${text} ago`;
}

export async function loadInspector() {
  const id = state.inspected;
  if (!id) return;
  const report = await api(`/api/instances/${seg(id)}/inspector`);
  if (state.inspected !== id) return;
  const definition = (term, ...details) => [el("dt", { text: term }), el("dd", {}, ...details)];
  const section = (title, ...content) => el("section", { class: "inspector-section" }, el("h3", { text: title }), ...content);

  const status = section(
    "Status",
    el(
      "dl",
      { class: "facts" },
      ...definition("Shows", STATES[report.state] ?? report.state ?? "—"),
      ...definition("Scheduled", report.scheduled ? "yes" : "no (it needs configuration)"),
      ...definition("Reloading now", report.isReloading ? "yes" : "no"),
      ...definition("Failures in a row", String(report.consecutiveFailures)),
    ),
  );

  const timeline = report.timeline;
  const entries = timeline
    ? section(
        "Timeline",
        el(
          "dl",
          { class: "facts" },
          ...definition("Reload policy", policyWords(timeline)),
          ...definition("Received", time(timeline.fetchedAt)),
          ...definition("Next entry", timeline.nextEntryDate ? `${time(timeline.nextEntryDate)} (${fromNow(timeline.nextEntryDate)})` : "none"),
        ),
        el(
          "table",
          { class: "inspector-table timeline-entries" },
          el("thead", {}, el("tr", {}, el("th", { text: "Entry date" }), el("th", { text: "" }), el("th", { text: "Relevance" }), el("th", { text: "Notes" }))),
          el(
            "tbody",
            {},
            ...timeline.entries.map((entry) =>
              el(
                "tr",
                { class: entry.shown ? "is-shown" : "" },
                el("td", { text: time(entry.date) }),
                el("td", { text: entry.shown ? "shown now" : fromNow(entry.date) }),
                el("td", { text: relevanceWords(entry.relevance) }),
                el("td", { class: "entry-notes", text: (entry.notes ?? []).join(" ") }),
              ),
            ),
          ),
        ),
      )
    : section("Timeline", el("p", { text: "No timeline has loaded yet." }));

  const next = report.nextReload;
  const reload = section(
    "Next reload",
    next
      ? el(
          "p",
          { class: "next-reload" },
          next.explanation,
          next.date ? el("span", { class: "muted", text: ` ${time(next.date)}` }) : null,
        )
      : el("p", { text: "None planned: the timeline's policy is never, and nothing asked for one." }),
  );

  const budget = report.budget;
  const meter = el("meter", { min: 0, max: budget.limit, value: budget.left, low: budget.limit * 0.2, optimum: budget.limit });
  const budgetSection = section(
    "Budget",
    el(
      "p",
      {},
      `${budget.used} of ${budget.limit} reloads used in the last ${budget.windowSeconds / 3600} hours, ${budget.left} left. ` +
        `Reloads that count are at least ${budget.minimumIntervalSeconds / 60} minutes apart; those a person or a tap asks for are free.`,
    ),
    meter,
    budget.nextRefill ? el("p", { class: "muted", text: `A use comes back ${time(budget.nextRefill)} (${fromNow(budget.nextRefill)}).` }) : null,
  );

  const history = section(
    "History",
    report.history.length
      ? el(
          "table",
          { class: "inspector-table history" },
          el("thead", {}, el("tr", {}, ...["Time", "Why", "What happened", "Budget"].map((text) => el("th", { text })))),
          el(
            "tbody",
            {},
            ...report.history.map((item) =>
              el(
                "tr",
                {},
                el("td", { text: time(item.time) }),
                el("td", { text: item.words?.reason ?? item.reason }),
                el("td", { text: item.words ? [item.words.outcome, item.words.date ? time(item.words.date) : null].filter(Boolean).join(" ") : item.outcome }),
                el("td", { text: budgetWords(item) }),
              ),
            ),
          ),
        )
      : el("p", { text: "No decisions yet." }),
  );

  const errors = section(
    "Last errors",
    report.errors.length
      ? el("ul", { class: "inspector-errors" }, ...report.errors.map((error) => el("li", {}, el("strong", { text: `${time(error.time)} · ${error.operation}: ` }), error.message)))
      : el("p", { text: "None." }),
  );
  const failures = report.extensionFailures ?? [];
  const crashes = section(
    "Its extension",
    failures.length
      ? el(
          "div",
          {},
          el("p", { text: `Its extension failed ${failures.length === 1 ? "once" : `${failures.length} times`} since the host started; after a crash or a hang the host restarted it.` }),
          el("ul", { class: "inspector-errors extension-failures" }, ...failures.map((failure) => el("li", {}, el("strong", { text: `${time(failure.time)}: ` }), failure.message))),
        )
      : el("p", { text: "No failure since the host started." }),
  );
  // In a Smart Stack: whether it is on top, and why (the stacks' rotation, said by the host).
  let stackSection = null;
  if (state.tiles.get(id)?.instance.stackID) {
    const { stacks } = await api("/api/stacks");
    const stack = stacks.find((item) => item.members.includes(id));
    if (stack && state.inspected === id) {
      const top = state.tiles.get(stack.top)?.name ?? "another widget";
      stackSection = section(
        "Smart Stack",
        el("p", { class: "stack-reason", text: `${stack.top === id ? "On top of its stack." : `Behind “${top}” in its stack.`} ${stack.reason}` }),
      );
    }
  }
  elements.inspectorContent.replaceChildren(...[status, stackSection, reload, budgetSection, entries, history, errors, crashes].filter(Boolean));
}

/** Shows a Live Activity in the inspector: its state, relevance, dates, last alert and links. */
export async function inspectActivity(id) {
  state.inspected = null;
  state.inspectedActivity = id;
  elements.inspectorReload.hidden = true;
  delete elements.inspector.dataset.instanceId;
  elements.inspector.dataset.activityId = id;
  if (!elements.inspector.open) elements.inspector.showModal();
  await loadActivityInspector();
}

let activityInspectorScheduled = false;
/** Activity `id` changed: the inspector shows it again if it shows it. */
export function scheduleActivityInspector(id) {
  if (state.inspectedActivity !== id || activityInspectorScheduled) return;
  activityInspectorScheduled = true;
  setTimeout(() => {
    activityInspectorScheduled = false;
    if (state.inspectedActivity) loadActivityInspector().catch(showError);
  }, 100);
}

const ACTIVITY_STATES = {
  active: "Active",
  stale: "Stale: its content is past its stale date",
  ended: "Ended: it stays on the Lock Screen until dismissed",
  dismissed: "Dismissed",
};

async function loadActivityInspector() {
  const id = state.inspectedActivity;
  let activity;
  try {
    activity = await api(`/api/activities/${seg(id)}`);
  } catch (error) {
    if (error.status !== 404) throw error;
    activity = null;
  }
  if (state.inspectedActivity !== id) return;
  const name = activity ? activity.attributesType.replace(/Attributes$/, "") : "Live Activity";
  elements.inspectorTitle.textContent = `${name} — Live Activity`;
  if (!activity) return elements.inspectorContent.replaceChildren(el("p", { text: "It is no longer on the Lock Screen." }));
  const definition = (term, ...details) => [el("dt", { text: term }), el("dd", {}, ...details)];
  const dated = (value) => (value ? `${time(value)} (${Math.abs(Date.parse(value) - Date.now()) < 1000 ? "just now" : fromNow(value)})` : "—");
  const facts = el(
    "dl",
    { class: "facts activity-facts" },
    ...definition("State", ACTIVITY_STATES[activity.state] ?? activity.state),
    ...definition("App", activity.extensionID),
    ...definition("Relevance", relevanceWords(activity.relevanceScore)),
    ...definition("Started", dated(activity.startedAt)),
    ...definition("Updated", dated(activity.updatedAt)),
    ...definition("Stale", dated(activity.staleDate)),
    ...definition("Ended", dated(activity.endedAt)),
    ...definition("Leaves the Lock Screen", dated(activity.dismissalDate)),
    ...definition("Last alert", activity.alert ? `${activity.alert.title ?? ""} ${activity.alert.body ?? ""}`.trim() + ` · ${dated(activity.alertedAt)}` : "—"),
    ...definition("Opens", activity.url ?? "—"),
    ...definition("The island opens", activity.islandURL ?? activity.url ?? "—"),
  );
  const sections = [el("section", { class: "inspector-section" }, el("h3", { text: "Live Activity" }), facts)];
  const history = activity.history ?? [];
  sections.push(
    el(
      "section",
      { class: "inspector-section" },
      el("h3", { text: "Updates and pushes" }),
      history.length
        ? el(
            "table",
            { class: "inspector-table history activity-history" },
            el("thead", {}, el("tr", {}, ...["Time", "From", "What happened"].map((text) => el("th", { text })))),
            el(
              "tbody",
              {},
              ...[...history].reverse().map((item) =>
                el("tr", {}, el("td", { text: time(item.time) }), el("td", { text: item.source }), el("td", { text: [item.event, item.detail].filter(Boolean).join(" — ") })),
              ),
            ),
          )
        : el("p", { text: "Nothing yet on this host." }),
    ),
  );
  if (activity.error) sections.push(el("section", { class: "inspector-section" }, el("h3", { text: "Cannot be drawn" }), el("p", { text: activity.error })));
  elements.inspectorContent.replaceChildren(...sections);
}

export function closeInspector() {
  state.inspected = null;
  state.inspectedActivity = null;
  if (elements.inspector.open) elements.inspector.close();
}
