/* Paper Trends: a bar chart's labels above its bars on a narrow window.
 *
 * A figure whose labels would leave its bars no room on a narrow window (a phone: the
 * topic labels took ~300 of the chart's ~336 px, review53) carries in layout.meta.narrow
 * the width it needs ("below": narrower than this) and the layout keys it is drawn with
 * when narrower (dashboard/figures/narrow.py).  fit() lays them over the figure Dash gives
 * before Plotly draws it (assets/lazy_charts.js calls it from its Plotly.react); Dash's
 * own figure is never changed.  When the window's width crosses a chart's "below" (a
 * phone turned), the chart is drawn again from Dash's figure.
 */
(function () {
  "use strict";

  var given = new WeakMap(); // chart <div> -> [Dash's figure, drawn narrow?]

  function narrowOf(figure) {
    var meta = figure && figure.layout && figure.layout.meta;
    return meta && meta.narrow && meta.narrow.layout ? meta.narrow : null;
  }

  function widthOf(gd) {
    var graph = gd.closest ? gd.closest(".dash-graph") : null;
    return (graph || gd).getBoundingClientRect().width;
  }

  function isNarrow(gd, narrow) {
    var width = widthOf(gd);
    return width > 0 && width < narrow.below;
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

  function fit(gd, figure) {
    var narrow = narrowOf(figure);
    if (!narrow || !(gd instanceof HTMLElement)) {
      if (gd instanceof HTMLElement) { given.delete(gd); }
      return figure;
    }
    var small = isNarrow(gd, narrow);
    given.set(gd, [figure, small]);
    return small ? Object.assign({}, figure, {layout: overlaid(figure.layout, narrow.layout)})
      : figure;
  }

  var timer = null;
  function refit() {
    timer = null;
    document.querySelectorAll(".dash-graph .js-plotly-plot").forEach(function (gd) {
      var last = given.get(gd);
      if (last && isNarrow(gd, narrowOf(last[0])) !== last[1] && window.Plotly) {
        window.Plotly.react(gd, last[0]);
      }
    });
  }

  window.addEventListener("resize", function () {
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(refit, 150);
  });
  window.paperTrendsNarrow = {fit: fit};
})();
