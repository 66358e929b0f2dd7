/* Paper Trends: dash-renderer's per-output loading states are not kept.
 *
 * When a callback's request leaves, dash-renderer marks every declared output of it as
 * loading (a LOADING action into its store) and clears them when the answer is in
 * (LOADED).  Every Dash component reads its own loading state (`useLoading`, which sets
 * `data-dash-is-loading` on its element), so each mark re-renders each output's
 * component.  The page's one callback (dashboard/callbacks.py) declares ~150 outputs on
 * ~107 components: every filter change re-rendered those 107 components twice, once in
 * the task that sends the request (the answer's arrival waits for it) and once with the
 * answer, although the answer then changes ~20 of them.  Nothing on the page reads a
 * loading state: no dcc.Loading, no `[data-dash-is-loading]` style; the charts mark their
 * own staleness (lazy_charts.js).  So the two actions are dropped before the store sees
 * them (bench/INTERACTION.md, browser71: the main thread's work per topic pick and the
 * tool's figure).  Every other action passes unchanged.  A page that adds a dcc.Loading
 * must remove this file.
 *
 * dash-renderer keeps its stores in window.dash_stores (it creates the array if missing,
 * then pushes its store); this script runs before dash-renderer (assets load first), so
 * the array is caught as it is set, and any store already in it is wrapped too.
 */
(function () {
  "use strict";

  var DROPPED = {LOADING: true, LOADED: true};

  function wrapStore(store) {
    if (!store || store.__noLoadingStates || typeof store.dispatch !== "function") { return; }
    var dispatch = store.dispatch;
    store.dispatch = function (action) {
      if (action && DROPPED[action.type] === true) { return action; }
      return dispatch.apply(this, arguments);
    };
    store.__noLoadingStates = true;
  }

  function watchStores(stores) {
    if (!Array.isArray(stores) || stores.__watched) { return stores; }
    stores.forEach(wrapStore);
    var push = stores.push;
    stores.push = function () {
      Array.prototype.forEach.call(arguments, wrapStore);
      return push.apply(this, arguments);
    };
    stores.__watched = true;
    return stores;
  }

  var current = watchStores(window.dash_stores);
  Object.defineProperty(window, "dash_stores", {
    configurable: true,
    get: function () { return current; },
    set: function (value) { current = watchStores(value); },
  });
})();
