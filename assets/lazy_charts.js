/* Paper Trends: draw a chart when the reader can see it, in the browser only.
 *
 * The page holds about twenty Plotly charts, one screen shows three to five.  Drawing one
 * takes Plotly 10-150 ms of the browser's only thread (at 24,000 papers: ~1.2 s for all of
 * them on an idle 2-core machine, 2.6 s under load), and every filter change redraws each
 * chart whose figure changed.  Until that work is done the page does not answer: the
 * papers table asks for its rows only after it, the first load waits for it.
 *
 * So dcc.Graph's call to Plotly.react is deferred for a chart far from the viewport: the
 * figure Dash gives it is kept (the newest one wins: a Patch is applied to the whole figure
 * before it reaches the chart), and drawn when the chart comes within one screen of the
 * viewport (an IntersectionObserver, rootMargin one screen above and below: the chart is
 * drawn while the reader scrolls towards it, before it shows).  A chart never drawn gets
 * an empty frame of its layout at once, so dcc.Graph can bind its events as usual.
 * Nothing changes on the server or in what is sent: only when the browser draws it.
 * window.Plotly is wrapped as Plotly sets it (dcc loads plotly.js on demand).
 */
(function () {
  "use strict";

  var pending = new Map(); // chart <div> -> the newest figure Dash gave it, not drawn yet
  var waiting = new Map(); // chart <div> never drawn -> resolvers of the promises given
  var observer = null;
  var react = null; // Plotly's own react

  function near(gd) {
    var box = gd.getBoundingClientRect();
    if (!box.width && !box.height) { return false; } // not displayed (a hidden section)
    var screen = window.innerHeight || document.documentElement.clientHeight;
    return box.bottom > -screen && box.top < 2 * screen;
  }

  function drawSeen(entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) { return; }
      var gd = entry.target;
      observer.unobserve(gd);
      var figure = pending.get(gd);
      if (!figure) { return; }
      pending.delete(gd);
      var drawn = react.call(window.Plotly, gd, figure);
      gd.style.minHeight = "";
      var resolvers = waiting.get(gd) || [];
      waiting.delete(gd);
      Promise.resolve(drawn).then(function () {
        resolvers.forEach(function (resolve) { resolve(gd); });
      });
    });
  }

  function lazyReact(gd, figure) {
    var deferrable = arguments.length === 2 && figure && figure.data &&
      gd instanceof HTMLElement && gd.isConnected;
    if (!deferrable || near(gd)) {
      pending.delete(gd);
      return react.apply(this, arguments);
    }
    pending.set(gd, figure);
    observer.observe(gd);
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
    observer = new IntersectionObserver(drawSeen, {rootMargin: "100% 0px 100% 0px"});
    plotly.react = lazyReact;
    plotly.__lazy = true;
  }

  var current = window.Plotly;
  wrap(current);
  Object.defineProperty(window, "Plotly", {
    configurable: true,
    get: function () { return current; },
    set: function (value) { current = value; wrap(value); },
  });
})();
