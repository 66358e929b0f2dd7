/* Paper Trends: dash-ag-grid's script, fetched and run when the papers grid is first made.
 *
 * In the page in place of dash-ag-grid's <script> (dashboard/shell.py puts it there, with
 * that script's address for __SRC__).  The grid is not in the first view: the page builds
 * it when the reader nears it (assets/papers_grid.js).  Running dash-ag-grid's 1.3 MB at
 * load (AG Grid's modules registered, its code compiled) cost the first load ~0.1-0.25 s of
 * the browser's only thread for a component nobody sees yet (bench/FIRST_LOAD.md).
 *
 * window.dash_ag_grid is this stand-in, before and after the script is in: the same
 * functions (getApi, getApiAsync: the real ones once it has run, else "no grid yet") and
 * one AgGrid component type for Dash's renderer, which renders nothing until the script
 * has run, then the real AgGrid with the same props.  The type never changes (a changed
 * type would make React build the grid again).  Its statics are the real AgGrid's
 * (dashRenderType, dashPersistence); Dash waits for it as for any lazy component
 * (_dashprivate_isLazyComponentReady) before giving it a callback's answer.
 */
(function () {
  "use strict";

  var SRC = "__SRC__";
  var real = null; // dash-ag-grid's own window.dash_ag_grid, once its script has run
  var loading = null;
  var stand = {};

  function load() {
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = SRC;
        script.onload = function () {
          real = window.dash_ag_grid;
          window.dash_ag_grid = stand; // the renderer keeps resolving the same type
          resolve(real);
        };
        script.onerror = reject;
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  function AgGrid(props) {
    var got = window.React.useState(real);
    var grids = got[0];
    var setGrids = got[1];
    window.React.useEffect(function () {
      if (!grids) { load().then(function (lib) { setGrids(lib); }); }
    }, []);
    return grids ? window.React.createElement(grids.AgGrid, props) : null;
  }
  // what the renderer reads of the real component (dash-ag-grid 35's values)
  AgGrid.dashRenderType = true;
  AgGrid.dashPersistence = {persisted_props: ["selectedRows"], persistence_type: "local"};
  Object.defineProperty(AgGrid, "_dashprivate_isLazyComponentReady", {
    get: function () {
      if (real) { return real.AgGrid._dashprivate_isLazyComponentReady || true; }
      return load().then(function (lib) {
        return lib.AgGrid._dashprivate_isLazyComponentReady || true;
      });
    },
  });

  stand.AgGrid = AgGrid;
  stand.getApi = function (id) {
    if (!real) { throw new Error("no grid " + id + " yet"); }
    return real.getApi(id);
  };
  stand.getApiAsync = function (id) {
    return load().then(function (lib) { return lib.getApiAsync(id); });
  };
  window.dash_ag_grid = stand;
})();
