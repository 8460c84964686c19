// The page script (`WidgetHTMLRenderer.script`). Its date formats (relative, offset, clock,
// timers, timer progress) are WidgetryWire's `DynamicDates`, written in JavaScript;
// `TextRendererTests.theScriptFormatsLikeTheRenderer` runs both over one table.
/* Widgetry widgets: keeps rendered widgets current in the page (no dependencies, no eval).
 *
 * Reads these attributes, written by WidgetHTMLRenderer (times are seconds since 1970):
 *   data-wr-date, data-wr-style ("relative" | "offset" | "timer")
 *       Text(date, style:): the element's text is recomputed every second.
 *   data-wr-timer-start, data-wr-timer-end, data-wr-pause (optional),
 *   data-wr-counts-down ("true" | "false"), data-wr-shows-hours ("true" | "false")
 *       Text(timerInterval:pauseTime:countsDown:showsHours:): the clock text.
 *   data-wr-progress-start, data-wr-progress-end, data-wr-counts-down
 *       ProgressView(timerInterval:countsDown:): the bar's width (a ring's --wr-p).
 *   data-wr-min-scale (0...1)
 *       Text.minimumScaleFactor: the font shrinks (down to that factor) while the text
 *       overflows its box (single-line and line-limited texts).
 *   data-wr-fit ("horizontal vertical") on .wr-fits
 *       ViewThatFits: shows the first .wr-fits-candidate child that fits at its ideal size
 *       (texts unwrapped along a constrained width), else the last.
 *
 *   .wr-text without a line limit
 *       While a text of its widget is cut by the widget's edge (a column that overflows), the
 *       wrapping texts of the column around it give up lines, the longest first, ending in
 *       "…": SwiftUI compresses a wrapping text before it lets its stack overflow. Again when a
 *       date's text changes.
 *
 *   .wr-chart-axis > .wr-chart-label
 *       A chart's value labels: as Swift Charts' automatic collision resolution, in order
 *       along the axis, a label that would overlap the last one shown is hidden.
 *
 *   data-wr-now (seconds) on any ancestor
 *       The moment the widgets inside are shown at, instead of the clock: a timeline's entries
 *       side by side (the previews pages) each show their dates and timers as at their own date.
 *
 * window.Widgetry.now() is the clock in milliseconds (replace it to use a server's clock);
 * window.Widgetry.refresh(element) re-applies fitting below element (widgets added to the page
 * later are handled by a MutationObserver). window.Widgetry.dates holds the date formats.
 */
(function () {
  "use strict";
  var W = (window.Widgetry = window.Widgetry || {});
  if (typeof W.now !== "function") W.now = function () { return Date.now(); };

  var UNITS = [[31536000, "year", "years"], [2592000, "month", "months"], [604800, "week", "weeks"],
    [86400, "day", "days"], [3600, "hour", "hours"], [60, "minute", "minutes"], [1, "second", "seconds"]];

  function phrase(count, unit) { return count + " " + (count === 1 ? unit[1] : unit[2]); }

  function relative(seconds) {
    var remaining = Math.floor(Math.abs(seconds)), parts = [];
    for (var i = 0; i < UNITS.length && parts.length < 2; i++) {
      var count = Math.floor(remaining / UNITS[i][0]);
      if (count > 0) { parts.push(phrase(count, UNITS[i])); remaining -= count * UNITS[i][0]; }
      else if (parts.length) break;
    }
    return parts.length ? parts.join(", ") : phrase(0, UNITS[UNITS.length - 1]);
  }

  function offset(seconds) {
    var distance = Math.floor(Math.abs(seconds)), sign = seconds < 0 ? "-" : "+";
    for (var i = 0; i < UNITS.length; i++) {
      var count = Math.floor(distance / UNITS[i][0]);
      if (count > 0) return sign + phrase(count, UNITS[i]);
    }
    return "+" + phrase(0, UNITS[UNITS.length - 1]);
  }

  function two(n) { return n < 10 ? "0" + n : "" + n; }

  function clock(seconds, showsHours) {
    var total = Math.floor(Math.max(seconds, 0)), s = total % 60;
    if (showsHours) {
      var h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60);
      return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
    }
    return Math.floor(total / 60) + ":" + two(s);
  }

  function timerText(start, end, pause, countsDown, showsHours, now) {
    var moment = Math.min(Math.max(pause === null ? now : pause, start), end);
    return clock(countsDown ? end - moment : moment - start, showsHours);
  }

  function progressFraction(start, end, countsDown, now) {
    if (!(end > start)) return countsDown ? 0 : 1;
    var elapsed = Math.min(Math.max((now - start) / (end - start), 0), 1);
    return countsDown ? 1 - elapsed : elapsed;
  }

  // The formats, for tests that hold them against WidgetryWire's DynamicDates.
  W.dates = { relative: relative, offset: offset, clock: clock, timerText: timerText, progressFraction: progressFraction };

  function number(element, name) {
    var value = element.getAttribute(name);
    return value === null ? null : parseFloat(value);
  }

  function all(root, selector) {
    var found = Array.prototype.slice.call(root.querySelectorAll(selector));
    if (root.matches && root.matches(selector)) found.unshift(root);
    return found;
  }

  function setText(element, text) {
    if (text !== null && element.textContent !== text) element.textContent = text;
  }

  // The moment `element` is shown at: its data-wr-now ancestor's, else the clock's.
  function momentOf(element, clockNow) {
    var frozen = element.closest("[data-wr-now]");
    return frozen ? number(frozen, "data-wr-now") : clockNow;
  }

  function tick() {
    var clockNow = W.now() / 1000, resized = [];
    all(document, "[data-wr-date]").forEach(function (element) {
      var date = number(element, "data-wr-date"), style = element.getAttribute("data-wr-style");
      var now = momentOf(element, clockNow), length = element.textContent.length;
      setText(element, style === "relative" ? relative(date - now) : style === "offset" ? offset(date - now)
        : style === "timer" ? clock(Math.abs(date - now), true) : null);
      // A date that now reads longer or shorter may wrap otherwise: its widget's lines again.
      var widget = element.textContent.length !== length && element.closest(".wr");
      if (widget && resized.indexOf(widget) < 0) resized.push(widget);
    });
    resized.forEach(fitLines);
    all(document, "[data-wr-timer-start]").forEach(function (element) {
      var start = number(element, "data-wr-timer-start"), end = number(element, "data-wr-timer-end");
      var pause = number(element, "data-wr-pause");
      var countsDown = element.getAttribute("data-wr-counts-down") !== "false";
      var showsHours = element.getAttribute("data-wr-shows-hours") !== "false";
      setText(element, timerText(start, end, pause, countsDown, showsHours, momentOf(element, clockNow)));
    });
    all(document, "[data-wr-progress-start]").forEach(function (element) {
      var start = number(element, "data-wr-progress-start"), end = number(element, "data-wr-progress-end");
      var countsDown = element.getAttribute("data-wr-counts-down") !== "false";
      var percent = Math.round(progressFraction(start, end, countsDown, momentOf(element, clockNow)) * 10000) / 100 + "%";
      if (element.classList.contains("wr-ring")) element.style.setProperty("--wr-p", percent);
      else element.style.width = percent;
    });
  }

  // Whether what `element` holds fits in `box` along the axes asked: its scroll size says when
  // it clearly overflows, its line and element boxes (not rounded, unlike scrollWidth) when it
  // is a fraction of a pixel too wide, as a text the browser cuts with an ellipsis.
  function fits(element, box, horizontal, vertical) {
    var range = document.createRange();
    range.selectNodeContents(element);
    var content = range.getBoundingClientRect(), space = box.getBoundingClientRect();
    var wide = element.scrollWidth > box.clientWidth + 0.5 || content.width > space.width + 0.01;
    var tall = element.scrollHeight > box.clientHeight + 0.5 || content.height > space.height + 1;
    return !(horizontal && wide) && !(vertical && tall);
  }

  function overflows(element) {
    return !fits(element, element, true, true);
  }

  function fitTexts(root) {
    all(root, "[data-wr-min-scale]").forEach(function (element) {
      var minimum = Math.min(Math.max(parseFloat(element.getAttribute("data-wr-min-scale")) || 1, 0.01), 1);
      if (!element.hasAttribute("data-wr-base-size")) {
        var computed = getComputedStyle(element);
        element.setAttribute("data-wr-base-size", parseFloat(computed.fontSize));
        element.setAttribute("data-wr-base-line", parseFloat(computed.lineHeight) || 0);
      }
      var size = number(element, "data-wr-base-size"), line = number(element, "data-wr-base-line");
      var scale = 1;
      function apply() {
        element.style.fontSize = size * scale + "px";
        if (line) element.style.lineHeight = line * scale + "px";
      }
      apply();
      while (scale > minimum && overflows(element)) {
        scale = Math.max(minimum, scale - 0.04);
        apply();
      }
    });
  }

  function fitViews(root) {
    all(root, ".wr-fits").forEach(function (box) {
      var candidates = Array.prototype.filter.call(box.children, function (child) {
        return child.classList.contains("wr-fits-candidate");
      });
      if (!candidates.length) return;
      var axes = box.getAttribute("data-wr-fit") || "horizontal vertical";
      var horizontal = axes.indexOf("horizontal") >= 0, vertical = axes.indexOf("vertical") >= 0;
      var chosen = candidates.length - 1;
      // Along a constrained width a candidate is measured at its ideal width, as SwiftUI's
      // ViewThatFits measures it: its texts unwrapped (a text that fits only by wrapping does
      // not fit).
      if (horizontal) box.classList.add("wr-fits-measuring");
      for (var i = 0; i < candidates.length; i++) {
        candidates.forEach(function (candidate, j) { candidate.hidden = j !== i; });
        if (fits(candidates[i], box, horizontal, vertical)) { chosen = i; break; }
      }
      box.classList.remove("wr-fits-measuring");
      candidates.forEach(function (candidate, j) { candidate.hidden = j !== chosen; });
    });
  }

  function lineHeight(element) {
    return parseFloat(getComputedStyle(element).lineHeight) || 0;
  }

  function lineCount(text) {
    var line = lineHeight(text);
    return line ? Math.round(text.getBoundingClientRect().height / line) : 1;
  }

  // The text of `widget` the widget's edge cuts (it reaches past the widget's box), if any.
  function cutText(widget) {
    var box = widget.getBoundingClientRect();
    return all(widget, ".wr-text").find(function (text) {
      var r = text.getBoundingClientRect();
      return r.height > 0 && (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5);
    });
  }

  // The wrapping texts (no line limit) of the outermost column around `text`.
  function wrappingTexts(widget, text) {
    var column = null;
    for (var element = text.parentElement; element && element !== widget; element = element.parentElement) {
      if (element.classList.contains("wr-vstack")) column = element;
    }
    return column ? all(column, ".wr-text").filter(function (t) {
      return !t.classList.contains("wr-text-one-line") && !t.classList.contains("wr-text-clamped");
    }) : [];
  }

  // Texts with no line limit give up whole lines, the longest first, while a text of the
  // widget is cut by its edge: SwiftUI compresses a wrapping text (ending it in "…") before it
  // lets the stack around it overflow, so a one-line text beside a date that wrapped is never
  // sliced in half.
  function fitLines(root) {
    var widgets = all(root, ".wr"), outer = root.closest && root.closest(".wr");
    if (outer && widgets.indexOf(outer) < 0) widgets.push(outer);
    widgets.forEach(function (widget) {
      all(widget, "[data-wr-fitted-lines]").forEach(function (text) {
        text.removeAttribute("data-wr-fitted-lines");
        text.style.removeProperty("display");
        text.style.removeProperty("-webkit-box-orient");
        text.style.removeProperty("-webkit-line-clamp");
        text.style.removeProperty("overflow");
      });
      for (var guard = 0; guard < 200; guard++) {
        var cut = cutText(widget);
        if (!cut) return;
        var longest = null, most = 1;
        wrappingTexts(widget, cut).forEach(function (text) {
          var lines = lineCount(text);
          if (lines > most) { longest = text; most = lines; }
        });
        if (!longest) return;
        longest.setAttribute("data-wr-fitted-lines", String(most - 1));
        longest.style.display = "-webkit-box";
        longest.style.setProperty("-webkit-box-orient", "vertical");
        longest.style.setProperty("-webkit-line-clamp", String(most - 1));
        longest.style.overflow = "hidden";
      }
    });
  }

  // The labels of each chart axis, shown greedily along it: one whose box starts before the
  // last shown one ends (and a point of space) is hidden, so that no two are drawn over each
  // other ("6 AM12 PM" where a label at the end of the axis is pushed back into the plot).
  function fitAxisLabels(root) {
    all(root, ".wr-chart-axis").forEach(function (axis) {
      var vertical = axis.classList.contains("wr-chart-y");
      var labels = Array.prototype.filter.call(axis.children, function (box) {
        return box.classList.contains("wr-chart-label") && box.firstElementChild;
      }).map(function (box) {
        box.style.visibility = "";
        var r = box.firstElementChild.getBoundingClientRect();
        return { box: box, start: vertical ? r.top : r.left, end: vertical ? r.bottom : r.right, size: r.width * r.height };
      }).filter(function (label) { return label.size > 0; });
      labels.sort(function (a, b) { return a.start - b.start; });
      var shownEnd = null;
      labels.forEach(function (label) {
        if (shownEnd !== null && label.start < shownEnd + 1) label.box.style.visibility = "hidden";
        else shownEnd = label.end;
      });
    });
  }

  function refresh(root) {
    root = root || document;
    fitViews(root);
    tick();
    fitTexts(root);
    fitLines(root);
    fitAxisLabels(root);
  }
  W.refresh = refresh;

  function schedule() {
    tick();
    setTimeout(schedule, 1000 - (W.now() % 1000) + 5);
  }

  function start() {
    refresh(document);
    // Texts are measured in their fonts: measure again once every font has loaded.
    if (document.fonts && document.fonts.ready) document.fonts.ready.then(function () { refresh(document); });
    // …and whenever a font a widget added later asks for (another weight, emoji) arrives.
    if (document.fonts && document.fonts.addEventListener) {
      document.fonts.addEventListener("loadingdone", function () { refresh(document); });
    }
    new MutationObserver(function (mutations) {
      mutations.forEach(function (mutation) {
        Array.prototype.forEach.call(mutation.addedNodes, function (node) {
          if (node.nodeType === 1) { fitViews(node); fitTexts(node); fitLines(node); fitAxisLabels(node); }
        });
      });
    }).observe(document.body, { childList: true, subtree: true });
    setTimeout(schedule, 1000 - (W.now() % 1000) + 5);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
