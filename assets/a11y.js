/* Paper Trends: keyboard use and screen-reader repairs, in the browser only.
 *
 * Dash serves every .js file of assets/ with the page; this one adds no callback and
 * changes no filter by itself.  What it does, and why:
 *
 * 1. Dash 4's dropdown gives the Tab key's stop to a hidden proxy <input aria-hidden="true">
 *    that passes focus on to the real trigger (a <button tabindex="-1">).  A focusable
 *    element hidden from screen readers fails WCAG 4.1.2 (axe: aria-hidden-focus), so the
 *    trigger becomes the stop and the proxy leaves the tab order.
 *    The trigger is named by its value alone (aria-labelledby): the field's own <label>
 *    ("Topics") is put first, so a screen reader says which filter it is.
 * 2. Dash 4's option lists (a checklist, an open dropdown's menu) are a role="listbox"
 *    whose role="option" labels hold real checkboxes or radio buttons, the ones the arrow
 *    keys move between: a listbox with no name and controls nested in options (axe:
 *    aria-input-field-name, nested-interactive).  A checklist's inputs are the controls,
 *    so it becomes a plain group of them.  A menu stays a listbox (what a screen reader,
 *    and any script that picks an option by its role, expects of a dropdown): it is named
 *    by the filter's <label>, says whether it takes several, and each option is the
 *    control itself: focusable (the arrow keys move the focus to it, not to its input),
 *    toggled by a click, Space or Enter, and announced by its aria-selected; its input is
 *    inert and no longer bound to the label (a label passes clicks to its input).
 *    dcc.Upload's file input is named by its section's title.
 * 3. Each chart's numbers are a table in a <details>; the render sends only the open
 *    ones, so opening or closing one tells the page (the open-tables store).  Its buttons
 *    (data-graph, data-filter) filter the page as a click on the chart would: they hand
 *    the chart the same click Plotly would (its clickData, carrying the same filter
 *    fragment), so the one sync callback applies it.  When the page has been drawn again
 *    from the new filters, focus goes back to the same button (or the table's summary)
 *    rather than being lost.
 * 4. A chart is a role="figure" named by its card's title and described by its text
 *    summary; Plotly's SVGs inside (every tick and label, read one by one) are hidden from
 *    screen readers, which get the summary and the table instead.  Nothing in them takes
 *    focus; the toolbar's buttons (HTML, outside the SVGs) stay reachable.
 * 5. The papers table: Enter on a row opens the paper (the same cellClicked a mouse click
 *    gives); focus moves to the paper's title in the panel, and Escape there goes back to
 *    the row.  Where the panel is below the table (narrow screens, one column) and out of
 *    view, a click on a row scrolls it into view once it shows that paper: the paper
 *    opened nowhere the reader could see.  There, the panel's "Back to the table" button
 *    (shown on one column only, dashboard.css) returns to that row, as Escape does: the
 *    panel's abstract can be a screen or two long and the row is ~1,300 px above it.
 * 6. A dropdown that takes several (topics, follow): Enter in its search ticks the first
 *    option and, the menu staying open, kept the typed text, so the next term typed
 *    joined it ("transformergraph") and the next Enter un-ticked the first pick.  Once
 *    Enter has picked, the search is emptied, as a click on its clear button would.
 * 7. A correction that empties the selection (the review list's last paper) hides the
 *    views, and with them the form the focus was in: the focus goes to the "no papers
 *    match" message's line that says what was saved (once per message), not to the body.
 * 8. A paper opened (click or Enter) shows at its panel's top, and a panel not yet stuck
 *    beside a page's first rows is brought up until its foot (Save) is in the window.
 *    Escape in the type menu or the note field closes or leaves it, not the panel.
 *    Enter or Space on a single choice's option picks it and closes the menu, the focus
 *    on the field: the key's release then reached the field, whose keyup opens its menu
 *    (Enter; Space also typed a space in its search), so the menu stayed open and Tab went
 *    round its options, never to the form's Save (review71).  That release is swallowed.
 * 9. The year slider's handles are "First year" and "Last year": Dash names them
 *    "Minimum" and "Maximum", which says nothing of what they choose (walk62).
 */
(function () {
  "use strict";

  var GRID = "papers-grid"; // dashboard/ids.py PAPERS_GRID (in #papers-table)
  var pendingFilter = null; // {graph, filter, state}: a chart-table button just pressed
  var openedRow = null; // {rowIndex, colId}: the grid row last opened (a click or Enter)
  // the row just opened with Enter: {title, stale: the panel's title element then, until}
  var focusFor = null;
  var FOCUS_WAIT_MS = 3000; // the panel's answer comes well within this (~0.1-0.3 s)
  var revealFor = null; // the title of the row just clicked, while the panel is out of view
  var openTables = {}; // graph id -> true: chart tables the reader has open

  function setProps(id, props) {
    var dc = window.dash_clientside;
    if (dc && typeof dc.set_props === "function") {
      dc.set_props(id, props);
    }
  }

  function repairDropdowns() {
    document.querySelectorAll(".dash-dropdown-focus-target").forEach(function (proxy) {
      if (proxy.tabIndex !== -1) { proxy.tabIndex = -1; }
      var trigger = proxy.nextElementSibling;
      if (!trigger || trigger.tagName !== "BUTTON") { return; }
      if (!trigger.disabled && trigger.tabIndex !== 0) { trigger.tabIndex = 0; }
      var label = trigger.id && document.querySelector("label[for='" + trigger.id + "']");
      var named = trigger.getAttribute("aria-labelledby") || "";
      if (label) {
        label.id = label.id || trigger.id + "-label";
        if (named.split(" ")[0] !== label.id) {
          trigger.setAttribute("aria-labelledby", (label.id + " " + named).trim());
        }
      }
    });
  }

  // An open dropdown's menu: the option is the control.  Dash focuses an option's input
  // (its arrow keys call focusItem, which focuses "[data-option-index] input"); that input
  // is made inert, so the focus goes to its option instead.
  var nativeFocus = HTMLElement.prototype.focus;
  HTMLInputElement.prototype.focus = function (options) {
    var option = menuOption(this);
    return nativeFocus.call(option || this, options);
  };

  function menuOption(element) {
    return element && element.closest &&
      element.closest(".dash-dropdown-content .dash-options-list-option");
  }

  function menuLabel(menu) {
    var trigger = menu.id && document.querySelector("[aria-controls='" + menu.id + "']");
    var label = trigger && trigger.id &&
      document.querySelector("label[for='" + trigger.id + "']");
    if (!label) { return null; }
    label.id = label.id || trigger.id + "-label";
    return label.id;
  }

  function repairMenu(list, menu) {
    var named = menuLabel(menu);
    if (named && list.getAttribute("aria-labelledby") !== named) {
      list.setAttribute("aria-labelledby", named);
    }
    var multiple = list.querySelector("input[type='checkbox']") ? "true" : "false";
    if (list.getAttribute("aria-multiselectable") !== multiple) {
      list.setAttribute("aria-multiselectable", multiple);
    }
    list.querySelectorAll(".dash-options-list-option").forEach(function (option) {
      if (option.getAttribute("tabindex") !== "-1") { option.setAttribute("tabindex", "-1"); }
      var input = option.querySelector("input");
      if (input && !input.inert) { input.inert = true; }
      // the label no longer passes clicks to its inert input: the click handler does
      if (option.htmlFor !== "menu-option-unbound") { option.htmlFor = "menu-option-unbound"; }
    });
  }

  function repairOptionLists() {
    document.querySelectorAll(".dash-options-list").forEach(function (list) {
      var menu = list.closest(".dash-dropdown-content");
      if (menu) { repairMenu(list, menu); return; }
      // a checklist: a group of real checkboxes (React sets aria-selected again on change)
      if (list.getAttribute("role") !== "group") { list.setAttribute("role", "group"); }
      list.querySelectorAll(".dash-options-list-option").forEach(function (option) {
        if (option.hasAttribute("role")) { option.removeAttribute("role"); }
        if (option.hasAttribute("aria-selected")) { option.removeAttribute("aria-selected"); }
      });
    });
  }

  function nameUploadInput() {
    var input = document.querySelector("#upload input[type='file']:not([aria-labelledby])");
    if (input) {
      input.setAttribute("aria-labelledby", "upload-title");
      input.setAttribute("aria-describedby", "upload-help");
    }
  }

  var YEAR_HANDLES = ["First year", "Last year"];

  function nameYearHandles() {
    document.querySelectorAll("#year-filter [role='slider']").forEach(function (handle, i) {
      var name = YEAR_HANDLES[i];
      if (name && handle.getAttribute("aria-label") !== name) {
        handle.setAttribute("aria-label", name);
      }
    });
  }

  function hideChartSvgs() {
    document.querySelectorAll(".figure-frame svg.main-svg:not([aria-hidden])").forEach(
      function (svg) { svg.setAttribute("aria-hidden", "true"); });
  }

  function restoreFilterFocus() {
    if (!pendingFilter) { return; }
    var holder = document.querySelector(
      ".chart-about[data-graph='" + pendingFilter.graph + "']");
    if (!holder || holder.getAttribute("data-state") === pendingFilter.state) { return; }
    var wanted = pendingFilter;
    pendingFilter = null;
    // drawn again: once this update has settled, put the focus back if it was lost
    window.setTimeout(function () {
      var table = document.querySelector(
        "details.chart-table[data-graph='" + wanted.graph + "']");
      if (!table || table.contains(document.activeElement)) { return; }
      var same = table.querySelector(
        "button[data-filter='" + CSS.escape(wanted.filter) + "']");
      var target = same || table.querySelector("summary");
      if (target) { target.focus(); }
    }, 50);
  }

  // The panel's title, once it shows the paper just opened.  The panel may still show the
  // paper before (after a correction it stays open): that title, focused, would be
  // replaced a moment later and take the focus with it to the body.  The paper already
  // open: its title is focused at once, and again if the answer draws it anew.  Only a
  // focus still at the row (or lost) is moved: not one the reader has taken elsewhere.
  function focusPaperPanel() {
    if (focusFor === null) { return; }
    if (Date.now() > focusFor.until) { focusFor = null; return; }
    var title = document.querySelector("#paper-detail h3");
    // (no title cell: scrolled out of the grid's columns; any new title is the paper's)
    if (!title || (focusFor.title === null ? title === focusFor.stale
                   : title.textContent.trim() !== focusFor.title)) { return; }
    var active = document.activeElement;
    var lost = !active || active === document.body || !!active.closest("#papers-table") ||
      !!active.closest("#paper-detail");
    if (active === title || !lost) { return; }
    if (title !== focusFor.stale) { focusFor = null; }  // the answer's own title: done
    title.tabIndex = -1;
    title.focus();
  }

  // The panel, out of view below the table, brought into view once it shows the paper
  // clicked (its title); a panel in view or beside the table (sticky) is left where it is.
  function revealPaperPanel() {
    if (revealFor === null) { return; }
    var title = document.querySelector("#paper-detail h3");
    if (!title || title.textContent.trim() !== revealFor) { return; }
    revealFor = null;
    // the panel scrolls on its own: a paper opens at its top (title, type, evidence), not
    // where the last one was left, scrolled down to its Save (review55)
    var card = title.closest(".detail");
    if (card) { card.scrollTop = 0; }
    var box = title.getBoundingClientRect();
    if (box.top >= window.innerHeight || box.bottom <= 0) {
      title.closest(".detail").scrollIntoView({block: "start"});
    }
    if (card) { fitPanel(card); }
  }

  // A sticky panel not stuck yet (a page's first rows: the table's top below the
  // filters) is as tall as a stuck one and ran past the window's bottom, its Save with it
  // (review55: 23 of 100).  The page scrolls up by the overflow, at most until the panel
  // is stuck (where its max-height fits the window): the rows move up with it, in view.
  function fitPanel(card) {
    var style = window.getComputedStyle(card);
    if (style.position !== "sticky") { return; }
    var box = card.getBoundingClientRect();
    var over = box.bottom - window.innerHeight;
    var slack = box.top - (parseFloat(style.top) || 0);
    if (over > 0 && slack > 0) {  // at once: a smooth scroll was undone by a quick click
      window.scrollBy({top: Math.ceil(Math.min(over + 4, slack)), behavior: "instant"});
    }
  }

  // A row's title, as the panel's heading has it: the title cell's first paragraph (on a
  // phone its venue and year are under it, assets/papers_grid.js); null: no title cell.
  function titleOf(row) {
    var cell = row.querySelector("[col-id=title]");
    var part = cell && cell.querySelector(".agGrid-Markdown > div");
    return cell ? (part || cell).textContent.trim() : null;
  }

  // Where a grid cell is: its row's index and its column, to come back to from the panel.
  function placeOf(cell) {
    return {rowIndex: Number(cell.closest(".ag-row").getAttribute("row-index")),
            colId: cell.getAttribute("col-id")};
  }

  // Back from the panel to the row it shows (its page of the grid may have changed since:
  // then to the table), the row's cell focused so the keyboard goes on from there.
  function backToRow() {
    focusFor = null;  // the reader goes back: a late answer must not pull the focus
    var back = openedRow;
    var table = document.getElementById("papers-table");
    if (back === null || !window.dash_ag_grid || !window.dash_ag_grid.getApiAsync) {
      if (table) { table.scrollIntoView({block: "start"}); }
      return;
    }
    window.dash_ag_grid.getApiAsync(GRID).then(function (api) {
      api.ensureIndexVisible(back.rowIndex);
      // its title's cell, not the one tapped: on a phone that can lie a scroll sideways
      // (Venue after Type and Confidence there, review59), and the row is known by its title
      api.setFocusedCell(back.rowIndex, "title");
      api.ensureColumnVisible("title", "start");
      var row = document.querySelector("#" + GRID + " .ag-center-cols-container " +
                                       ".ag-row[row-index='" + back.rowIndex + "']");
      (row || table).scrollIntoView({block: row ? "center" : "start"});
    });
  }

  var savedFocused = ""; // the saved-correction message last given the focus

  function focusSavedNote() {
    var note = document.getElementById("empty-saved"); // dashboard/ids.py EMPTY_SAVED
    var text = note ? note.textContent : "";
    if (!text) { savedFocused = ""; }  // gone: the same message again is news again
    if (!text || text === savedFocused || note.closest("[hidden]")) { return; }
    var active = document.activeElement;
    if (active && active !== document.body && !active.closest("[hidden]")) { return; }
    savedFocused = text;
    note.tabIndex = -1;
    note.focus();
  }

  function repair() {
    repairDropdowns();
    repairOptionLists();
    nameUploadInput();
    nameYearHandles();
    hideChartSvgs();
    restoreFilterFocus();
    focusPaperPanel();
    revealPaperPanel();
    focusSavedNote();
  }

  new MutationObserver(repair).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true,
    attributeFilter: ["tabindex", "role", "aria-selected", "aria-hidden", "aria-labelledby",
                      "data-state"],
  });

  function toggleMenuOption(option) {
    var input = option.querySelector("input");
    if (input) { input.click(); }
  }

  document.addEventListener("click", function (event) {
    var option = menuOption(event.target);
    if (option && event.target.tagName !== "INPUT") {
      toggleMenuOption(option);
      return;
    }
    var summary = event.target.closest && event.target.closest("details.chart-table > summary");
    if (summary) { // the reader opens or closes a chart's table (before it toggles)
      openTables[summary.parentElement.getAttribute("data-graph")] = !summary.parentElement.open;
      setProps("open-tables", {data: Object.keys(openTables).filter(function (g) {
        return openTables[g]; })});
      return;
    }
    var cell = event.target.closest && event.target.closest("#" + GRID + " .ag-row .ag-cell");
    if (cell && event.target.tagName !== "A") { // a title link opens the paper's page
      var row = cell.closest(".ag-row");
      revealFor = titleOf(row);
      openedRow = placeOf(cell);
      revealPaperPanel(); // the paper already open: no change will come
      return;
    }
    if (event.target.closest && event.target.closest(".back-to-table")) {
      backToRow();
      return;
    }
    var button = event.target.closest && event.target.closest("button[data-filter]");
    if (!button) { return; }
    var graph = button.getAttribute("data-graph");
    var holder = document.querySelector(".chart-about[data-graph='" + graph + "']");
    pendingFilter = {graph: graph, filter: button.getAttribute("data-filter"),
                     state: holder ? holder.getAttribute("data-state") : null};
    setProps(pendingFilter.graph,
             {clickData: {points: [{customdata: pendingFilter.filter}]}});
  });

  // capture: before the dropdown's own keyup (which picks) re-renders its menu
  document.addEventListener("keyup", function (event) {
    var search = event.target;
    if (event.key !== "Enter" || !search.classList ||
        !search.classList.contains("dash-dropdown-search") || !search.value) { return; }
    var menu = search.closest(".dash-dropdown-content");
    var trigger = menu && menu.id && document.querySelector("[aria-controls='" + menu.id + "']");
    if (!trigger || !trigger.id || !menu.querySelector("[role='option']")) { return; }
    setTimeout(function () {  // a single choice's menu has closed by now: nothing to do
      if (search.isConnected && search.value) { setProps(trigger.id, {search_value: ""}); }
    }, 0);
  }, true);

  // The key that picked in a single choice's menu (below): its keyup is the picker's own.
  var pickedWith = null;
  document.addEventListener("keyup", function (event) {
    if (pickedWith === null) { return; }
    var key = pickedWith;
    pickedWith = null;
    if (event.key === key) { event.stopPropagation(); } // not the trigger's: it would reopen
  }, true);

  document.addEventListener("keydown", function (event) {
    var option = menuOption(event.target);
    if (option && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      if (!option.querySelector("input[type='checkbox']")) { pickedWith = event.key; }
      toggleMenuOption(option);
      return;
    }
    if (event.key === "Enter") {
      var cell = event.target.closest && event.target.closest("#" + GRID + " .ag-cell");
      if (!cell || event.target.tagName === "A") { return; } // a title link opens the page
      var row = cell.closest(".ag-row");
      var rowId = row && row.getAttribute("row-id");
      if (rowId === null || rowId === undefined) { return; }
      openedRow = placeOf(cell);
      revealFor = titleOf(row);  // at its top, fitted
      focusFor = {title: titleOf(row),
                  stale: document.querySelector("#paper-detail h3"),
                  until: Date.now() + FOCUS_WAIT_MS};
      setProps("papers-grid-clicked", {data: {rowId: rowId, colId: openedRow.colId,  // GRID_CLICKED
                                              rowIndex: openedRow.rowIndex,
                                              timestamp: Date.now()}});
      event.preventDefault();
      focusPaperPanel(); // the paper already open: no change will come
    } else if (event.key === "Escape" && openedRow &&
               event.target.closest && event.target.closest(".detail") &&
               // Escape closes the type menu, or leaves the note: not the panel.  It also
               // took the reader back to the row, the page scrolled and the panel unstuck,
               // Save below the window (review55b: after every type changed)
               !event.target.closest(".dash-dropdown, .dash-dropdown-content, input")) {
      backToRow();
    }
  });
})();
