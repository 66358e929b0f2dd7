/* Paper Trends: charts computed and drawn when the reader comes near them.
 *
 * The page holds about twenty Plotly charts, one screen shows three to five.  Drawing one
 * takes Plotly 10-270 ms of the browser's only thread, and computing all of them cost the
 * server ~140 ms per filter change at 24,000 papers, ~75% of it for charts out of sight.
 * So:
 *
 * 1. Which charts are ahead of the reader (within two screens above or below the
 *    viewport) is kept by an IntersectionObserver and told to the page (the charts-near
 *    store, a State, measured again as each request of the page is sent: requestPre):
 *    the server computes only those for a filter change
 *    (dashboard/lazy.py).  A chart that comes near (within one screen) without showing the
 *    page's filters sets off a request for the charts ahead (the charts-came store): so
 *    a filter change that moves the charts below by less than a screen (a topic picked
 *    shrinks the topic sizes chart from twenty bars to one) needs no second request, and
 *    neither does scrolling by less than a screen.  Until drawn again a chart that shows
 *    older filters is dimmed and marked busy (markStale, from the charts-drawn store).
 * 2. dcc.Graph's call to Plotly.react is deferred for a chart that is not in the viewport:
 *    one near it is drawn when the browser is next idle (the charts in view and the papers
 *    table come first), one farther when it comes near.  The newest figure Dash gave it is
 *    kept (a Patch is applied to the whole figure before it reaches the chart).  A chart
 *    never drawn keeps its figure's height, so nothing below it moves when it is drawn.
 *    A chart a resize takes across a narrow tier of another height is drawn with the
 *    resize (resizes()), so it does not change height later as the reader comes near.
 * window.Plotly is wrapped as Plotly sets it (the page's plotly.js, assets/vendor/, runs
 * after this script).
 */
(function () {
  "use strict";

  var NEAR_STORE = "charts-near";
  var CAME_STORE = "charts-came";
  var arrivals = 0; // charts that came near, counted (CAME_STORE)
  var answered = false; // the page's first answer is in (markStale has run)
  var pending = new Map(); // chart <div> -> the newest figure Dash gave it, not drawn yet
  var waiting = new Map(); // chart <div> never drawn -> resolvers of the promises given
  var idle = new Set(); // chart <div>s whose drawing waits for the browser to be idle
  var near = new Set(); // ids of the charts near the viewport (one screen)
  var ahead = new Set(); // ids of the charts ahead (two screens): computed with a change
  var drawnNow = null; // the charts-drawn store the page holds ({shown, stale})
  var asked = new Set(); // charts a came-near request was set off for, since the last answer
  var inView = new Set(); // ids of the charts in the viewport
  var watched = new WeakSet(); // chart containers observed
  var nearObserver = null;
  var aheadObserver = null;
  var viewObserver = null;
  var react = null; // Plotly's own react
  var reported = null; // the near charts the page was last told of
  var reportTimer = null;

  function chartOf(gd) {
    var graph = gd.closest ? gd.closest(".dash-graph") : null;
    return graph && graph.id ? graph : null;
  }

  function displayed(el) {
    var box = el.getBoundingClientRect();
    return box.width || box.height ? box : null;
  }

  // Measured, not taken from the observers: they say where a chart was a frame ago, and at
  // load the charts are given their figures one after another, each moving those below it.
  function isNear(gd, margin) {
    var box = displayed(chartOf(gd) || gd);
    if (!box) { return false; }
    var screen = window.innerHeight || document.documentElement.clientHeight;
    var m = margin ? screen : 0;
    return box.bottom > -m && box.top < screen + m;
  }

  function draw(gd) {
    var figure = pending.get(gd);
    if (!figure) { return; }
    pending.delete(gd);
    idle.delete(gd);
    var drawn = react.call(window.Plotly, gd, figure);
    gd.style.minHeight = "";
    var resolvers = waiting.get(gd) || [];
    waiting.delete(gd);
    Promise.resolve(drawn).then(function () {
      resolvers.forEach(function (resolve) { resolve(gd); });
    });
  }

  function drawWhenIdle(gd) {
    if (idle.has(gd)) { return; }
    idle.add(gd);
    var later = window.requestIdleCallback || function (fn) { return setTimeout(fn, 50); };
    later(function () { // still near (the charts above it may have grown meanwhile)?
      if (!idle.has(gd)) { return; }
      if (isNear(gd, true)) { draw(gd); } else { idle.delete(gd); }
    }, {timeout: 400});
  }

  // A chart that does not show the page's filters: never drawn, or stale.
  function outdated(id) {
    if (!drawnNow || !drawnNow.shown) { return false; } // no answer yet: the first will do
    return !(id in drawnNow.shown) || (drawnNow.stale || []).indexOf(id) >= 0;
  }

  // The page is told which charts are ahead (a State of its callback) whenever that
  // changes, and set off (CAME_STORE, an Input) only when a chart near the viewport is
  // outdated: a chart that leaves asks for nothing.  Not before the page's first answer is
  // in: until then the charts have no height and all of them seem near.
  // The first screen's charts have their heights: drawn, or waiting to be with their
  // figure's height (lazyReact), so the charts below them are where they will stay.
  function laidOut() {
    var main = document.querySelector("[data-first-screen]");
    var first = main ? (main.getAttribute("data-first-screen") || "").split(" ") : [];
    return first.filter(Boolean).every(function (id) {
      var graph = document.getElementById(id);
      if (!graph || !displayed(graph)) { return true; } // hidden: no paper matches
      return Array.prototype.some.call(graph.querySelectorAll("div"), function (gd) {
        return !!(gd._fullLayout || gd.style.minHeight);
      });
    });
  }

  // Which charts are near and ahead, measured now: the observers say so a frame after the
  // page moved, and a page whose first view came with its layout may not have painted one
  // since its charts were laid out.
  function measure() {
    var screen = window.innerHeight || document.documentElement.clientHeight;
    document.querySelectorAll(".dash-graph[id]").forEach(function (graph) {
      if (!watched.has(graph)) { return; }
      var box = displayed(graph);
      if (!box) { near.delete(graph.id); return; } // hidden: see seenAhead
      [[near, screen], [ahead, 2 * screen]].forEach(function (set) {
        if (box.bottom > -set[1] && box.top < screen + set[1]) {
          set[0].add(graph.id);
        } else {
          set[0].delete(graph.id);
        }
      });
    });
  }

  function report() {
    reportTimer = null;
    var dc = window.dash_clientside;
    if (!answered || !reported || !dc || typeof dc.set_props !== "function") { return; }
    if (!laidOut()) { reportTimer = setTimeout(report, 80); return; }
    measure();
    var ids = Array.from(ahead).sort();
    var came = Array.from(near).filter(function (id) { return outdated(id) && !asked.has(id); });
    if (ids.join(" ") !== reported.join(" ")) {
      reported = ids;
      dc.set_props(NEAR_STORE, {data: ids});
    }
    if (came.length) {
      came.forEach(function (id) { asked.add(id); });
      dc.set_props(CAME_STORE, {data: ++arrivals});
    }
  }

  // A request of the page's callback (Dash's request_pre hook, dashboard/callbacks.py)
  // takes the charts ahead as they are now, not as last told: the page moved since that
  // report (a scroll, the menu of a filter opened) and a change sent within its 80 ms
  // computed the charts ahead of where the page was, and a chart coming near after the
  // answer set off a second request (a topic pick under load, flake73).  Only once the
  // page's first answer is in and the first screen laid out, as report() does.
  function requestPre(payload) {
    var states = payload && payload.state;
    if (!answered || !reported || !Array.isArray(states) || !laidOut()) { return; }
    states.forEach(function (entry) {
      if (!entry || entry.id !== NEAR_STORE || entry.property !== "data") { return; }
      measure();
      entry.value = Array.from(ahead).sort();
      // asked for by this request: no came-near request for them until its answer is in
      // (markStale), a second request while this one runs (and Dash dropping its answer)
      entry.value.forEach(function (id) { asked.add(id); });
    });
  }

  function seen(entries, set, margin) {
    entries.forEach(function (entry) {
      var id = entry.target.id;
      if (entry.isIntersecting) {
        set.add(id);
      } else {
        set.delete(id);
      }
    });
    // the deferred charts that are now close enough
    pending.forEach(function (figure, gd) {
      var graph = chartOf(gd);
      if (!graph) { return; }
      if (inView.has(graph.id)) { draw(gd); } else if (near.has(graph.id)) { drawWhenIdle(gd); }
    });
    if (margin && !reportTimer) { reportTimer = setTimeout(report, 80); }
  }

  // A chart hidden (no paper matches the filters: the views are hidden) keeps its place
  // among the charts ahead: they show again where they were, and the change that shows
  // them ("clear all filters") draws them in its own answer, not in a second request.
  function seenAhead(entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) {
        ahead.add(entry.target.id);
      } else if (displayed(entry.target)) {
        ahead.delete(entry.target.id);
      }
    });
    if (!reportTimer) { reportTimer = setTimeout(report, 80); }
  }

  function watch() {
    if (!nearObserver) { return; }
    var main = document.querySelector("[data-first-screen]");
    if (main && reported === null) {
      reported = (main.getAttribute("data-first-screen") || "").split(" ").filter(Boolean)
        .sort();
    }
    document.querySelectorAll(".dash-graph[id]").forEach(function (graph) {
      if (watched.has(graph)) { return; }
      watched.add(graph);
      nearObserver.observe(graph);
      aheadObserver.observe(graph);
      viewObserver.observe(graph);
    });
  }

  // A chart drawn before that a resize takes across one of its narrow tiers
  // (narrow_charts.js) is drawn with the resize, out of view too, when the tier changes its
  // height: deferred, it changed height when the reader next came near it, and the page
  // moved then (a chart above the papers table drawn for a phone, 296 px, redrawn for the
  // wider window, 280 px, as a paper was opened: the page 16 px up, flake64).
  function resizes(gd, figure) {
    var height = figure.layout && figure.layout.height;
    return !!gd._fullLayout && typeof height === "number" && height !== gd._fullLayout.height;
  }

  // A card whose charts all show an empty figure's message (layout.meta.empty) hides its
  // note: "Bars show ..." beside a box saying why nothing is drawn (ui68).  Marked as the
  // figure arrives, drawn or deferred; a note that says what to do stays (meta.keep_note).
  // (The served layout marks the cards of its first figures: dashboard/first_view.py.)
  function markEmpty(gd, figure, tries) {
    if (!(gd instanceof HTMLElement) || !figure || !figure.layout) { return; }
    if (!gd.isConnected) { // a chart given its figure before it is in the page
      if ((tries || 0) < 50) { setTimeout(function () { markEmpty(gd, figure, (tries || 0) + 1); }, 20); }
      return;
    }
    var graph = gd.closest ? gd.closest(".dash-graph") : null;
    var card = graph ? graph.closest(".card") : null;
    if (!card) { return; }
    var meta = figure.layout.meta;
    if (meta && meta.empty && !meta.keep_note) { graph.setAttribute("data-empty", ""); }
    else { graph.removeAttribute("data-empty"); }
    var graphs = card.querySelectorAll(".dash-graph");
    var empty = card.querySelectorAll(".dash-graph[data-empty]").length === graphs.length;
    if (empty && !card.classList.contains("chart-empty")) {
      // the card's height kept, the note's room below the chart: a chart computed as the
      // reader comes near it moved the page below by the note (test_browser_first_load)
      var pad = parseFloat(window.getComputedStyle(card).paddingBottom) || 0;
      var height = card.getBoundingClientRect().height;
      card.classList.add("chart-empty");
      var lost = height - card.getBoundingClientRect().height;
      if (lost > 0) { card.style.paddingBottom = (pad + lost) + "px"; }
    } else if (!empty) {
      card.style.paddingBottom = "";
      card.classList.remove("chart-empty");
    }
  }

  function lazyReact(gd, figure) {
    var args = Array.prototype.slice.call(arguments);
    markEmpty(gd, figure);
    var deferrable = args.length === 2 && figure && figure.data &&
      gd instanceof HTMLElement && gd.isConnected;
    if (deferrable && window.paperTrendsNarrow) { // labels above the bars (narrow_charts.js)
      figure = args[1] = window.paperTrendsNarrow.fit(gd, figure);
    }
    watch();
    var crossed = gd.__tierCrossed;
    if (gd instanceof HTMLElement) { gd.__tierCrossed = false; }
    if (!deferrable || isNear(gd, false) || (crossed && resizes(gd, figure))) {
      pending.delete(gd);
      idle.delete(gd);
      return react.apply(this, args);
    }
    pending.set(gd, figure);
    if (isNear(gd, true)) { drawWhenIdle(gd); }
    if (gd._fullLayout) { return Promise.resolve(gd); } // drawn before: redrawn when seen
    // never drawn: it takes its drawing's height now, so that nothing below it moves
    // when it is drawn (a reader scrolling or tabbing to a later chart would lose it)
    var height = figure.layout && figure.layout.height;
    gd.style.minHeight = (typeof height === "number" ? height : 450) + "px";
    return new Promise(function (resolve) {
      if (!waiting.has(gd)) { waiting.set(gd, []); }
      waiting.get(gd).push(resolve);
    });
  }

  function wrap(plotly) {
    if (!plotly || plotly.__lazy || typeof plotly.react !== "function" ||
        typeof window.IntersectionObserver !== "function") { return; }
    react = plotly.react;
    nearObserver = new IntersectionObserver(function (entries) { seen(entries, near, true); },
                                            {rootMargin: "100% 0px 100% 0px"});
    aheadObserver = new IntersectionObserver(seenAhead, {rootMargin: "200% 0px 200% 0px"});
    viewObserver = new IntersectionObserver(function (entries) { seen(entries, inView, false); });
    plotly.react = lazyReact;
    plotly.__lazy = true;
    watch();
  }

  // the charts that show older filters than the page's, dimmed and marked busy until
  // drawn again, their sentences, tables and snippets hidden behind "Updating…" (a
  // clientside callback of the charts-drawn store).  Called at load with
  // the layout's store (the unfiltered page's first view, dashboard/first_view.py), before
  // the charts are laid out: the page's first answer (which always sends the store) says
  // when they are.
  function markStale(drawn) {
    var stale = (drawn && drawn.stale) || [];
    var context = window.dash_clientside.callback_context;
    var initial = !context || !context.triggered || !context.triggered.length ||
      context.triggered[0].prop_id === ".";
    drawnNow = drawn && drawn.shown ? drawn : drawnNow;
    asked.clear();
    if (!answered && !initial) {
      answered = true;
      setTimeout(report, 150);
    }
    document.querySelectorAll(".dash-graph[id]").forEach(function (graph) {
      var old = stale.indexOf(graph.id) >= 0;
      mark(graph.closest(".figure-frame") || graph, old);
      // its sentence and table say the older filters' numbers too: hidden behind
      // "Updating…" (CSS), so a print or screenshot never reads them as the page's
      mark(document.getElementById(graph.id + "-about"), old);
      mark(document.getElementById(graph.id + "-table"), old);
      if (graph.id === "keyword-trend-graph") { mark(document.getElementById("kwic"), old); }
    });
  }

  function mark(element, old) {
    if (!element) { return; }
    if (old) {
      element.setAttribute("data-stale", "");
      element.setAttribute("aria-busy", "true");
    } else if (element.hasAttribute("data-stale")) {
      element.removeAttribute("data-stale");
      element.removeAttribute("aria-busy");
    }
  }

  window.dash_clientside = window.dash_clientside || {};
  window.dash_clientside.lazyCharts = {markStale: markStale, requestPre: requestPre};

  var current = window.Plotly;
  wrap(current);
  // the charts are laid out once the page's layout has arrived: watched from then on
  var tries = 0;
  (function watchSoon() {
    watch();
    if (++tries < 40 && !document.querySelector(".dash-graph[id]")) { setTimeout(watchSoon, 250); }
  })();
  Object.defineProperty(window, "Plotly", {
    configurable: true,
    get: function () { return current; },
    set: function (value) { current = value; wrap(value); },
  });
})();
