/* Paper Trends: the papers table's first page comes with the filter change's answer.
 *
 * The table is AG Grid's infinite row model: after a filter change it drops its rows and
 * asks for the first page, which dash-ag-grid turns into a request to the server
 * (getRowsRequest -> getRowsResponse).  That request could only leave once the browser
 * had applied the page's answer and drawn the charts in view: 250-400 ms after the answer
 * at 24,000 papers, then a round trip of its own (bench/INTERACTION.md).  So the page's
 * answer carries the new filters' first page, in the table's default order (the
 * rows-prefetch store), and the grid's data source is wrapped once: a request for exactly
 * that page (first rows, default order, the same filter state) is answered here, inside
 * the grid's own call, and every other request (a later page, another sort, a page the
 * answer did not carry) goes to dash-ag-grid's own data source, hence to the server.  No
 * request is left unanswered: each is given to exactly one of the two.
 *
 * (An earlier version answered through the grid's getRowsResponse property from a
 * clientside callback: a Dash property round trip inside the browser that, under load,
 * could leave the grid waiting.  Answering in the data source's own getRows call does not
 * go through Dash at all.)
 */
(function () {
  "use strict";

  function defaultOrder(params) {
    var sort = params.sortModel || [];
    var filter = params.filterModel || {};
    return sort.length === 0 && Object.keys(filter).length === 0;
  }

  // The grid's data source, wrapped once: `ahead` is the page the answer carried.
  function wrapped(api) {
    var dash = api.getGridOption("datasource");
    if (dash && dash.__paperTrends) { return {source: dash, fresh: false}; }
    var source = {
      __paperTrends: true,
      ahead: null,
      getRows: function (params) {
        var ahead = source.ahead;
        if (ahead && ahead.page && params.startRow === 0 && params.endRow === ahead.end &&
            defaultOrder(params)) {
          params.successCallback(ahead.page.rowData.slice(), ahead.page.rowCount);
          return;
        }
        if (dash && typeof dash.getRows === "function") { dash.getRows(params); }
      },
      destroy: function () {
        if (dash && typeof dash.destroy === "function") { dash.destroy(); }
      },
    };
    return {source: source, fresh: true};
  }

  // The filters changed: the first page again, from the answer when it carried it.
  function refresh(gridId, state, prefetch) {
    var none = window.dash_clientside.no_update;
    if (state === null || state === undefined) { return none; }
    dash_ag_grid.getApiAsync(gridId).then(function (api) {
      var grid = wrapped(api);
      grid.source.ahead = prefetch && prefetch.state === state ? prefetch : null;
      if (api.paginationGetCurrentPage() > 0) { api.paginationGoToFirstPage(); }
      if (grid.fresh) {
        api.setGridOption("datasource", grid.source); // drops the rows and asks again
      } else {
        api.purgeInfiniteCache();
      }
    });
    return state;
  }

  // A paper's type was corrected: the carried page is out of date, every page is asked for.
  function refetch(gridId) {
    dash_ag_grid.getApiAsync(gridId).then(function (api) {
      var source = api.getGridOption("datasource");
      if (source && source.__paperTrends) { source.ahead = null; }
      api.purgeInfiniteCache();
    });
    return window.dash_clientside.no_update;
  }

  window.dash_clientside = window.dash_clientside || {};
  window.dash_clientside.papersGrid = {refresh: refresh, refetch: refetch};
})();
