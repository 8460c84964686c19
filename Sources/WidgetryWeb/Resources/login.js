// The sign-in page: the owner's password, the first password with the setup code, or a wall
// display's link (`/login#pass=…`), which signs the display in without a word typed.

const status = document.getElementById("login-status");
const error = document.getElementById("login-error");
const signInForm = document.getElementById("sign-in-form");
const setupForm = document.getElementById("setup-form");

/// Where to go once signed in: `?next=`, when it is a path on this server, else `/`. The browser's
/// own URL parser decides, as it will when navigating: it drops tabs and line breaks and reads `\`
/// as `/`, so `/\t/evil.example` is `//evil.example`, another site. The answer is the parsed,
/// absolute URL whose origin was checked, never the text (`/.//evil.example` parses to the path
/// `//evil.example`, which as a relative address would be another site again).
function nextPage() {
  const next = new URLSearchParams(location.search).get("next") || "/";
  if (!next.startsWith("/")) return "/";
  try {
    const url = new URL(next, location.origin);
    return url.origin === location.origin ? url.href : "/";
  } catch {
    return "/";
  }
}

async function send(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: { "X-Widgetry-Request": "1", "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const text = await response.text();
  let document = null;
  try {
    document = text ? JSON.parse(text) : null;
  } catch {
    document = null;
  }
  if (!response.ok) throw new Error(document?.error?.message ?? `The server answered ${response.status}.`);
  return document;
}

function showError(message) {
  error.textContent = message;
  error.hidden = !message;
}

function show(form) {
  status.textContent = "";
  for (const each of [signInForm, setupForm]) each.hidden = each !== form;
  form.querySelector("input")?.focus();
}

async function submitting(form, action) {
  const button = form.querySelector("button[type=submit]");
  button.disabled = true;
  showError("");
  try {
    await action();
    location.replace(nextPage());
  } catch (failure) {
    showError(failure.message);
    button.disabled = false;
  }
}

signInForm.addEventListener("submit", (event) => {
  event.preventDefault();
  submitting(signInForm, () => send("POST", "/api/session", { password: document.getElementById("password").value }));
});

setupForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const password = document.getElementById("new-password").value;
  if (password !== document.getElementById("confirm-password").value) {
    showError("The two passwords are not the same.");
    return;
  }
  submitting(setupForm, () =>
    send("POST", "/api/session/setup", { setupCode: document.getElementById("setup-code").value, password }),
  );
});

async function start() {
  const pass = new URLSearchParams(location.hash.slice(1)).get("pass");
  if (pass) {
    // The pass leaves the address bar (and the history) before anything else.
    history.replaceState(null, "", location.pathname + location.search);
    status.textContent = "Signing this display in…";
    try {
      await send("POST", "/api/session", { pass });
      location.replace(nextPage());
      return;
    } catch (failure) {
      showError(failure.message);
    }
  }
  try {
    const session = await send("GET", "/api/session");
    if (!pass && (session.role || !session.signInRequired)) {
      location.replace(nextPage());
      return;
    }
    show(session.ownerPasswordSet ? signInForm : setupForm);
  } catch (failure) {
    status.textContent = "";
    showError(failure.message);
  }
}

start();
