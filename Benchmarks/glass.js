// Runs inside the home page (WebDriver `execute/async`): measures how long a person's input
// takes to reach the glass — from the input event to the widget's new content in the DOM, seen
// by a MutationObserver — on the first placed tile, `count` times. Arguments: the measurement
// ("tap", "save", "control" or "record"), the count, and WebDriver's callback.
//
//   tap    clicks the counter's "Add" button (a `Button(intent:)`) and waits for the count.
//   save   opens the editor, sets Goal, and clicks Save; waits for "N of <goal>".
//   control opens the Control Center and clicks the "Add One" control's module; two samples a
//          click: until the module settles (its `aria-busy` gone, after the extension's answer
//          to the perform request is drawn) and until the tile shows the new count (the host
//          reloads the extension's widgets after a control's action). Samples: [[module, tile], …].
//   record keeps, in `window.widgetryGlass`, the wall-clock time (ms) of every later change of
//          the tile's text, for changes made from outside the page (the app's WidgetCenter
//          reloads, driven and timed by glass.py).
//   island keeps the same, in `window.widgetryIslandGlass`, for the Dynamic Island's compact
//          trailing view (a Live Activity's updates from its app and pushes, timed by glass.py).
const [measurement, count, done] = arguments;

const tile = () => document.querySelector("#home-grid .tile");
const widget = () => tile().querySelector(".tile-widget");

/** Resolves with performance.now() at the first mutation after which `test()` holds. */
function changed(test, limitMs = 10000, target = widget(), options = {}) {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!test()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      const banner = document.getElementById("error-banner");
      const form = document.getElementById("editor-error");
      const error = [banner, form].filter((e) => !e.hidden).map((e) => `; the page says “${e.textContent.trim()}”`).join("");
      reject(new Error(`no change within ${limitMs} ms (shows “${target.textContent}”${error})`));
    }, limitMs);
    observer.observe(target, { childList: true, subtree: true, characterData: true, ...options });
  });
}

const until = (test, limitMs = 10000) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = () => {
      if (test()) return resolve();
      if (performance.now() - started > limitMs) return reject(new Error("timed out waiting for the page"));
      requestAnimationFrame(poll);
    };
    poll();
  });

async function tap() {
  const before = widget().textContent;
  const add = [...widget().querySelectorAll("button[data-wr-action]")].find((b) => /Add/.test(b.textContent + b.getAttribute("aria-label")));
  if (!add) throw new Error("no Add button in the tile");
  const shown = changed(() => widget().textContent !== before);
  const start = performance.now();
  add.click();
  return (await shown) - start;
}

let goal = 100;
async function save() {
  // Edit Widget is in the tile's menu (its ••• button), as a person finds it.
  tile().querySelector("[data-tile-menu]").click();
  tile().querySelector('.tile-menu [data-tile-action="edit"]').click();
  const editor = document.getElementById("editor");
  await until(() => editor.open && editor.querySelector('[data-parameter="goal"] input'));
  const input = editor.querySelector('[data-parameter="goal"] input');
  goal = goal >= 999 ? 100 : goal + 1;
  input.value = String(goal);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
  const expected = ` of ${goal}`;
  const shown = changed(() => widget().textContent.includes(expected));
  const start = performance.now();
  document.getElementById("editor-save").click();
  const end = await shown;
  await until(() => !editor.open);
  return end - start;
}

/** The Control Center open, with its placed controls drawn. */
async function openControls() {
  const dialog = document.getElementById("control-center");
  if (!dialog.open) document.getElementById("controls-button").click();
  await until(() => dialog.open && dialog.dataset.loaded === "true" && document.querySelector("#control-pages .control[data-kind] .control-module"), 30000);
}

/** A click on the placed control of `kind`: ms until its module settles, and until the tile changes. */
async function controlTap(kind) {
  const control = document.querySelector(`#control-pages .control[data-kind="${kind}"]`);
  if (!control) throw new Error(`no ${kind} control in the Control Center`);
  const module = control.querySelector(".control-module");
  const before = widget().textContent;
  // The click sets aria-busy="true" at once (the observer's first look sees it busy); the
  // module has settled when it is gone, after the extension's answer is drawn.
  const settled = changed(() => !control.hasAttribute("aria-busy"), 10000, control, { attributes: true, attributeFilter: ["aria-busy"] });
  const shown = changed(() => widget().textContent !== before);
  const start = performance.now();
  module.click();
  if (control.getAttribute("aria-busy") !== "true") throw new Error(`the ${kind} control did not go busy on a click`);
  return [(await settled) - start, (await shown) - start];
}

/** Records in `window[name]` the wall-clock time of every change of `target`'s text. */
function record(name, target) {
  const times = (window[name] = []);
  let before = target.textContent;
  new MutationObserver(() => {
    const now = performance.timeOrigin + performance.now();
    const text = target.textContent;
    if (text === before) return;
    before = text;
    times.push(now);
  }).observe(target, { childList: true, subtree: true, characterData: true });
}

(async () => {
  try {
    await until(() => tile() && widget().querySelector("button[data-wr-action]"), 30000);
    if (measurement === "record") return done({ samples: [], recording: record("widgetryGlass", widget()) ?? true });
    if (measurement === "island") {
      const trailing = document.getElementById("island-trailing");
      await until(() => !document.getElementById("island-bar").hidden && trailing.textContent.trim() !== "", 30000);
      return done({ samples: [], recording: record("widgetryIslandGlass", trailing) ?? true });
    }
    const samples = [];
    if (measurement === "control") {
      await openControls();
      for (let i = 0; i < count; i++) samples.push(await controlTap("CounterAddOne"));
      document.getElementById("control-center").close();
      return done({ samples });
    }
    for (let i = 0; i < count; i++) samples.push(measurement === "tap" ? await tap() : await save());
    done({ samples });
  } catch (error) {
    done({ error: String(error) });
  }
})();
