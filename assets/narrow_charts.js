/* Paper Trends: a bar chart's labels above its bars on a narrow window.
 *
 * A figure whose labels would leave its bars no room on a narrow window (a phone: the
 * topic labels took ~300 of the chart's ~336 px, review53) carries in layout.meta.narrow
 * the width it needs ("below": narrower than this) and the layout keys it is drawn with
 * when narrower (dashboard/figures/narrow.py).  fit() lays them over the figure Dash gives
 * before Plotly draws it (assets/lazy_charts.js calls it from its Plotly.react); Dash's
 * own figure is never changed.  When the window's width crosses a chart's "below" (a
 * phone turned), the chart is drawn again from Dash's figure.  layout.meta.narrow is a
 * list of such tiers, widest first (a year axis's wider tick steps, walk59): each one the
 * chart is narrower than is laid over the figure, in order.  A tier's "data" lays keys
 * over single traces as well (a legend's names cut on a narrower chart).
 */
(function () {
  "use strict";

  var given = new WeakMap(); // chart <div> -> [Dash's figure, drawn narrow?]

  function narrowOf(figure) { // the tiers, widest first; null for none
    var meta = figure && figure.layout && figure.layout.meta;
    var narrow = meta && meta.narrow;
    var tiers = (Array.isArray(narrow) ? narrow : [narrow]).filter(function (t) {
      return t && t.layout;
    });
    return tiers.length ? tiers : null;
  }

  function widthOf(gd) {
    var graph = gd.closest ? gd.closest(".dash-graph") : null;
    return (graph || gd).getBoundingClientRect().width;
  }

  function isNarrow(gd, tiers) { // how many tiers apply: the chart is narrower than each
    var width = widthOf(gd);
    return width > 0 ? tiers.filter(function (t) { return width < t.below; }).length : 0;
  }

  function plain(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  function overlaid(layout, keys) {
    var out = Object.assign({}, layout);
    Object.keys(keys).forEach(function (key) {
      var value = keys[key];
      if (Array.isArray(value)) {
        out[key] = (Array.isArray(layout[key]) ? layout[key] : []).concat(value);
      } else if (plain(value) && plain(layout[key])) {
        out[key] = Object.assign({}, layout[key], value);
      } else {
        out[key] = value;
      }
    });
    return out;
  }

  // A tier's "data": per trace, the keys it is drawn with under the tier's width (null:
  // none), e.g. the topics over the years' legend names, whole on a wide chart and cut
  // on a narrower one (dashboard/figures/legend_names.py).
  function retraced(data, keys) {
    if (!Array.isArray(keys) || !Array.isArray(data)) { return data; }
    return data.map(function (trace, i) {
      return plain(keys[i]) ? Object.assign({}, trace, keys[i]) : trace;
    });
  }

  // Each axis a copy, autoranged unless Dash's figure gives its range, and a datarevision
  // of its own per tier count: Plotly writes the range it draws into the axis objects it
  // is given, and Plotly.react, seeing no data change, does not range the axes again; a
  // chart drawn narrow then wide again (a phone turned) came back with its x axis on
  // Plotly's default, -1 to 6, in place of 2013-2025 (walk59).
  function ownAxes(layout, small) {
    var out = Object.assign({}, layout, {
      datarevision: String(layout.datarevision || "") + " narrow " + small});
    Object.keys(layout).forEach(function (key) {
      if (/^[xy]axis[0-9]*$/.test(key) && plain(layout[key])) {
        var axis = Object.assign({}, layout[key]);
        if (!("range" in axis) && !("autorange" in axis)) { axis.autorange = true; }
        out[key] = axis;
      }
    });
    return out;
  }

  // Plotly.react leaves a horizontal legend near where it was when its rows change
  // (plotly.js 4.1: drawn in 4 rows on a narrow chart, then in 1 on a wider one, it kept
  // its bottom 54 px low, over the plot; a fresh plot, or a relayout of its own y, places
  // it right).  After each draw, a legend off its place is laid out again, once a draw.
  var ANCHOR = {top: 0, middle: 0.5, bottom: 1};
  function placeLegend(gd) {
    var fl = gd._fullLayout, legend = fl && fl.legend;
    if (!legend || !fl.showlegend || legend.orientation !== "h" || gd.__placingLegend ||
        legend.yref === "container" || !(legend.yanchor in ANCHOR)) { return; }
    var node = gd.querySelector("g.legend"), svg = gd.querySelector("svg.main-svg");
    if (!node || !svg) { return; }
    var top = node.getBoundingClientRect().top - svg.getBoundingClientRect().top;
    var want = fl._size.t + fl._size.h * (1 - legend.y) -
      ANCHOR[legend.yanchor] * (legend._effHeight || legend._height || 0);
    if (Math.abs(top - Math.max(0, want)) <= 2) { return; }
    gd.__placingLegend = true;
    Promise.resolve(window.Plotly.relayout(gd, {"legend.y": legend.y})).then(
      function () { gd.__placingLegend = false; },
      function () { gd.__placingLegend = false; });
  }

  // Watched from its first draw (Plotly adds gd.on then: tried again until it has), and
  // its card's width too: a card that narrows or widens with no window resize (the page's
  // scrollbar appearing as it fills) is drawn again when it crosses a tier.
  function watchLegend(gd, tries) {
    if (gd.__legendWatched) { return; }
    if (typeof gd.on !== "function") {
      var next = (tries || 0) + 1;
      if (next <= 50) { setTimeout(function () { watchLegend(gd, next); }, 100); }
      return;
    }
    gd.__legendWatched = true;
    gd.on("plotly_afterplot", function () { placeLegend(gd); });
    var graph = gd.closest ? gd.closest(".dash-graph") : null;
    if (graph && typeof window.ResizeObserver === "function") {
      new window.ResizeObserver(later).observe(graph);
    }
  }

  function fit(gd, figure) {
    if (gd instanceof HTMLElement) { watchLegend(gd); }
    var narrow = narrowOf(figure);
    if (!narrow || !(gd instanceof HTMLElement)) {
      if (gd instanceof HTMLElement) { given.delete(gd); }
      return figure;
    }
    var small = isNarrow(gd, narrow);
    given.set(gd, [figure, small]);
    var layout = ownAxes(figure.layout, small), own = layout, data = figure.data;
    narrow.slice(0, small).forEach(function (tier) { // widest first, so the first `small`
      (tier.restate || []).forEach(function (key) { // its list stands in for the earlier
        layout = Object.assign({}, layout);         // tiers' (the bar labels, each as long
        layout[key] = own[key];                     // as its width holds), not after them
      });
      layout = overlaid(layout, tier.layout);
      data = retraced(data, tier.data);
    });
    return Object.assign({}, figure, {layout: layout, data: data});
  }

  var timer = null;
  function refit() {
    timer = null;
    // drawn charts, and those never drawn yet that hold their figure's height (a phone's
    // keywords chart, 870 px, held that at 1,280 px where it draws at 448)
    document.querySelectorAll(".dash-graph div").forEach(function (gd) {
      var last = given.get(gd);
      if (last && isNarrow(gd, narrowOf(last[0])) !== last[1] && window.Plotly) {
        gd.__tierCrossed = true; // drawn now if its height changes (lazy_charts.js)
        window.Plotly.react(gd, last[0]);
      }
    });
  }

  function later() {
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(refit, 150);
  }

  window.addEventListener("resize", later);
  window.paperTrendsNarrow = {fit: fit};
})();
