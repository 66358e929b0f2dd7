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
 *
 * The grid is built only when the reader goes to it (dashboard/sections/papers.py
 * grid_place): its place (#papers-table) within a screen of the viewport, the keyboard's
 * focus on the skip link or in the papers section, the skip link followed.  Not during the
 * first load, and not on a timer either: a build once the page had settled (the browser
 * idle a second after the first answer) landed on the reader's first filter change
 * (~0.5 s of its main thread: the first change 1.0 s against 0.5 s, bench/INTERACTION.md
 * wave 9).  Until then the filters' first page is kept here, and given to the grid when it
 * is made.
 */
(function () {
  "use strict";

  var GRID = "papers-grid"; // dashboard/ids.py PAPERS_GRID
  var PLACE = "papers-table"; // dashboard/ids.py PAPERS_TABLE: where the grid is built
  var WANTED = "papers-grid-wanted"; // dashboard/ids.py GRID_WANTED
  var CLICKED = "papers-grid-clicked"; // dashboard/ids.py GRID_CLICKED
  var SECTION = "papers"; // the papers section
  var latest = null; // {state, prefetch}: the page's newest filters, while there is no grid
  var wanted = false;

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

  // The grid was made after the page's answers: it starts from the newest of them.
  function adopt(source) {
    if (!latest || source.known) { return; }
    source.known = true;
    source.ahead = latest.prefetch && latest.prefetch.state === latest.state ?
      latest.prefetch : null;
    latest = null;
    release(source);
  }

  // The filters changed: the first page again, from the answer when it carried it.
  function refresh(state, prefetch) {
    var none = window.dash_clientside.no_update;
    if (state === null || state === undefined) { return none; }
    if (!document.getElementById(GRID)) { // not built yet: kept for when it is
      latest = {state: state, prefetch: prefetch};
      return state;
    }
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
    if (!document.getElementById(GRID)) {
      if (latest) { latest.prefetch = null; }
      return window.dash_clientside.no_update;
    }
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
      if (document.getElementById(GRID)) {
        try { api = grids.getApi(GRID); } catch (e) { api = null; } // not made yet
      }
      if (api) { adopt(sourceOf(api)); listen(api); }
      return !!api;
    };
    if (!seen()) {
      var watcher = new MutationObserver(function () { if (seen()) { watcher.disconnect(); } });
      watcher.observe(document.documentElement, {childList: true, subtree: true});
    }
  }

  // The grid is wanted: the page builds it (a clientside callback puts GRID_SPEC's
  // component in its place).
  function want() {
    var dc = window.dash_clientside;
    if (wanted || !dc || typeof dc.set_props !== "function" ||
        !document.getElementById(PLACE)) { return; }
    wanted = true;
    dc.set_props(WANTED, {data: true});
  }

  // A row clicked: told to the store the paper panel's callback listens to (as Dash's
  // cellClicked would be: the row's id, the column, the row's index).
  // A sort: the table back at its first column.  Where the table is wider than its place
  // (a window under ~1,200 px), the Confidence or Type evidence header is reached by
  // scrolling sideways, and the newly ordered papers then showed without their titles
  // (walk57); the sort arrow stays on the header, a scroll away.
  function listen(api) {
    if (api.__paperTrendsClicks) { return; }
    api.__paperTrendsClicks = true;
    phoneOrder(api);
    resume();
    api.addEventListener("firstDataRendered", resume);
    api.addEventListener("sortChanged", function () { api.ensureColumnVisible("title", "start"); });
    api.addEventListener("cellClicked", function (e) {
      var dc = window.dash_clientside;
      if (!e.node || e.node.id === undefined || !dc || !dc.set_props) { return; }
      dc.set_props(CLICKED, {data: {rowId: e.node.id, colId: e.column && e.column.getColId(),
                                    rowIndex: e.rowIndex, timestamp: Date.now()}});
    });
  }

  // On a phone the table shows ~350 px of its 854: Title, Venue and Year, with Type and
  // Confidence two screens sideways, in "Needs review" too, where they are what is being
  // reviewed (review59).  Under PHONE they follow the title; wider, the columns' own order.
  // Venue and Year were then the sideways scroll away (ui65): under PHONE each title has
  // them under it (its second paragraph, dashboard.css), the columns still there to sort.
  var PHONE = "(max-width: 560px)";
  var FIRST_ON_A_PHONE = ["title", "paper_type", "band"];
  function markdownText(text) {
    return String(text).replace(/([\\`*_{}\[\]()#+\-.!|<>~])/g, "\\$1");
  }
  function titleWithPlace(params) {
    var d = params.data;
    if (!d) { return undefined; }  // a row still loading
    var place = [d.venue, d.year].filter(function (v) {
      return v !== undefined && v !== null && v !== ""; }).join(" ");
    return place ? d.title + "\n\n" + markdownText(place) : d.title;
  }
  function phoneTitles(api, phone) {
    var column = typeof api.getColumn === "function" && api.getColumn("title");
    if (!column || (column.getColDef().valueGetter === titleWithPlace) === phone) { return; }
    column.getColDef().valueGetter = phone ? titleWithPlace : undefined;
    api.refreshCells({columns: ["title"], force: true});
  }
  function phoneOrder(api) {
    if (!window.matchMedia || typeof api.applyColumnState !== "function") { return; }
    var query = window.matchMedia(PHONE);
    var own = (api.getColumnDefs() || []).map(function (c) { return c.colId || c.field; });
    var order = function () {
      var ids = query.matches ? FIRST_ON_A_PHONE.concat(own.filter(function (id) {
        return FIRST_ON_A_PHONE.indexOf(id) < 0; })) : own;
      api.applyColumnState({state: ids.filter(function (id) { return own.indexOf(id) >= 0; })
        .map(function (id) { return {colId: id}; }), applyOrder: true});
      phoneTitles(api, query.matches);
    };
    order();
    if (typeof query.addEventListener === "function") { query.addEventListener("change", order); }
  }

  // A link to a place below the table (the menu's "Downloads") followed: the smooth scroll
  // passes the table's place, the grid is built, and building it stopped the scroll short,
  // on the table (walk64: the Downloads heading 1,556 px down, ICRA + IROS + RSS).  Once
  // the grid is made, and again once its rows are drawn, the scroll goes on to the target.
  var leap = null; // {id, until}: the in-page link's target, a moment after it was followed
  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest && event.target.closest("a[href^='#']");
    var id = link ? link.getAttribute("href").slice(1) : "";
    leap = id && id !== SECTION && id !== PLACE ? {id: id, until: Date.now() + 3000} : null;
  }, true);
  function resume() {
    var target = leap && Date.now() < leap.until && document.getElementById(leap.id);
    if (target) { target.scrollIntoView({block: "start"}); }
  }

  function build(isWanted, spec) {
    return isWanted && spec ? spec : window.dash_clientside.no_update;
  }

  // Its place within a screen of the viewport (the observer is set on it once it is in
  // the page), the focus on the skip link or in the section, the skip link followed.
  function towards(target) {
    return !!(target && target.closest && (target.closest("a.skip-link") ||
                                           target.closest("#" + SECTION)));
  }
  document.addEventListener("focusin", function (event) {
    if (towards(event.target)) { want(); }
  });
  document.addEventListener("click", function (event) {
    if (towards(event.target)) { want(); }
  }, true);
  if (typeof IntersectionObserver === "function" && typeof MutationObserver === "function") {
    var near = new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; })) {
        want();
        near.disconnect();
      }
    }, {rootMargin: "100% 0px 100% 0px"});
    var placed = function () {
      var place = document.getElementById(PLACE);
      if (place) { near.observe(place); }
      return !!place;
    };
    if (!placed()) {
      var waiter = new MutationObserver(function () { if (placed()) { waiter.disconnect(); } });
      waiter.observe(document.documentElement, {childList: true, subtree: true});
    }
  }

  window.dash_clientside = window.dash_clientside || {};
  window.dash_clientside.papersGrid = {refresh: refresh, refetch: refetch, build: build};
})();
