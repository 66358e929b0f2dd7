/* Paper Trends: the papers table's first page comes with the filter change's answer.
 *
 * The table is AG Grid's infinite row model: after a filter change it drops its rows and
 * asks for the first page, which dash-ag-grid turns into a request to the server
 * (getRowsRequest -> getRowsResponse).  That request could only leave once the browser
 * had applied the page's answer and drawn the charts in view: 250-400 ms after the answer
 * at 24,000 papers, then a round trip of its own (bench/INTERACTION.md).  So the page's
 * answer carries the new filters' first page, in the table's default order (the
 * rows-prefetch store), and the grid's data source is wrapped: a request for exactly that
 * page (first rows, default order, the same filter state) is answered here, inside the
 * grid's own call, and every other request (a later page, another sort, a page the answer
 * did not carry) goes to dash-ag-grid's own data source, hence to the server.  No request
 * is left unanswered: each is given to exactly one of the two, and one made before the
 * page's first answer is kept until that answer comes.
 *
 * The wrapper goes in whenever a data source is set on the grid (dash-ag-grid sets its own
 * when the grid is ready, which may come before or after this script first sees the
 * grid's API: the API's setGridOption is wrapped, so the order does not matter).
 *
 * (An earlier version answered through the grid's getRowsResponse property from a
 * clientside callback: a Dash property round trip inside the browser that, under load,
 * could leave the grid waiting.  Answering in the data source's own getRows call does not
 * go through Dash at all.)
 */
(function () {
  "use strict";

  var GRID = "papers-table"; // dashboard/ids.py PAPERS_TABLE

  function defaultOrder(params) {
    var sort = params.sortModel || [];
    var filter = params.filterModel || {};
    return sort.length === 0 && Object.keys(filter).length === 0;
  }

  // The grid's data source: the page's first page when it has it, else dash-ag-grid's.
  function pageSource() {
    var source = {
      dash: null, // dash-ag-grid's data source (the server's rows)
      ahead: null, // {state, end, page}: the first page the answer carried
      known: false, // the page's first answer is in (its filters, its first page)
      held: null, // a request the grid made before that answer
      getRows: function (params) {
        if (!source.known) { source.held = params; return; }
        var ahead = source.ahead;
        if (ahead && ahead.page && params.startRow === 0 && params.endRow === ahead.end &&
            defaultOrder(params)) {
          params.successCallback(ahead.page.rowData.slice(), ahead.page.rowCount);
        } else if (source.dash && typeof source.dash.getRows === "function") {
          source.dash.getRows(params);
        }
      },
      destroy: function () {
        if (source.dash && typeof source.dash.destroy === "function") { source.dash.destroy(); }
      },
    };
    return source;
  }

  // The page's data source of this grid, put in place once: any data source set on the
  // grid (dash-ag-grid's, when its grid is ready) is kept inside it.
  function sourceOf(api) {
    var source = api.__paperTrends;
    if (!source) {
      source = api.__paperTrends = pageSource();
      var set = api.setGridOption;
      api.setGridOption = function (key, value) {
        if (key === "datasource" && value && value !== source) {
          source.dash = value;
          value = source;
        }
        return set.call(this, key, value);
      };
    }
    var current = api.getGridOption("datasource");
    if (current && current !== source) { api.setGridOption("datasource", current); }
    return source;
  }

  // The request kept until the page's first answer came: answered now.
  function release(source) {
    var held = source.held;
    source.held = null;
    if (held) { source.getRows(held); }
  }

  // The filters changed: the first page again, from the answer when it carried it.
  function refresh(state, prefetch) {
    var none = window.dash_clientside.no_update;
    if (state === null || state === undefined) { return none; }
    dash_ag_grid.getApiAsync(GRID).then(function (api) {
      var source = sourceOf(api);
      var first = !source.known;
      source.known = true;
      source.ahead = prefetch && prefetch.state === state ? prefetch : null;
      if (first && source.held) { // the grid's first request, made before the answer
        release(source);
        return;
      }
      if (api.paginationGetCurrentPage() > 0) { api.paginationGoToFirstPage(); }
      api.purgeInfiniteCache();
    });
    return state;
  }

  // A paper's type was corrected: the carried page is out of date, every page is asked for.
  function refetch() {
    dash_ag_grid.getApiAsync(GRID).then(function (api) {
      sourceOf(api).ahead = null;
      api.purgeInfiniteCache();
    });
    return window.dash_clientside.no_update;
  }

  // In place as soon as the grid is made, before or after the page's first answer, so that
  // the grid's first request (a moment after it is made: blockLoadDebounceMillis) is never
  // the server's.
  // (dash-ag-grid's getApiAsync polls with a growing pause, up to a second: too late.
  // The grid's API is looked for whenever the page changes until it is there.)
  var grids = window.dash_ag_grid;
  if (grids && typeof grids.getApi === "function" && typeof MutationObserver === "function") {
    var seen = function () {
      var api = null;
      try { api = grids.getApi(GRID); } catch (e) { api = null; } // not made yet
      if (api) { sourceOf(api); }
      return !!api;
    };
    if (!seen()) {
      var watcher = new MutationObserver(function () { if (seen()) { watcher.disconnect(); } });
      watcher.observe(document.documentElement, {childList: true, subtree: true});
    }
  }

  window.dash_clientside = window.dash_clientside || {};
  window.dash_clientside.papersGrid = {refresh: refresh, refetch: refetch};
})();
