/* Paper Trends: after "Label is right" (#correct-confirm) the next paper of the list opens.
 *
 * The confirmation is a correction: the grid asks for its rows again once it is saved.  In
 * "Needs review" the confirmed paper leaves and the next one takes its row; elsewhere it
 * stays, marked "Confirmed", and the next one is the row below.  So the page watches the
 * confirmed paper's row: another title there opens that paper, the same title marked
 * "Confirmed" opens the row below (a click on its cell, as the reader's own: the panel
 * then opens at its top, assets/a11y.js).  A confirmation made from the keyboard moves the
 * focus to the next paper's title, as Enter on a row does.  Nothing happens after
 * WAIT_MS (a failed save, no next row on the page).
 */
(function () {
  "use strict";

  var GRID = "#papers-grid"; // dashboard/ids.py PAPERS_GRID
  var POLL_MS = 80;
  var WAIT_MS = 8000;

  function rowAt(index) {
    return document.querySelector(GRID + " .ag-row[row-index='" + index + "']");
  }

  function text(row, column) {
    var cell = row && row.querySelector("[col-id=" + column + "]");
    return cell ? cell.textContent.trim() : "";
  }

  function rowShowing(title) {
    var rows = document.querySelectorAll(GRID + " .ag-row[row-index]");
    for (var i = 0; i < rows.length; i++) {
      if (text(rows[i], "title") === title) {
        return Number(rows[i].getAttribute("row-index"));
      }
    }
    return null;
  }

  function open(row, byKeyboard) {
    var cell = row.querySelector("[col-id=venue]") || row.querySelector(".ag-cell");
    if (!cell) { return; }
    var title = text(row, "title");
    cell.click();
    if (!byKeyboard) { return; }
    var until = Date.now() + WAIT_MS;
    (function focusTitle() {
      var h3 = document.querySelector("#paper-detail h3");
      if (h3 && h3.textContent.trim() === title) {
        h3.tabIndex = -1;
        h3.focus();
      } else if (Date.now() < until) {
        window.setTimeout(focusTitle, POLL_MS);
      }
    })();
  }

  function advance(title, index, byKeyboard) {
    var until = Date.now() + WAIT_MS;
    (function check() {
      if (Date.now() > until) { return; }
      var row = rowAt(index);
      var now = text(row, "title");
      if (now && now !== title) {
        open(row, byKeyboard);  // the confirmed paper left the list: its successor
        return;
      }
      if (now === title && text(row, "band") === "Confirmed") {
        var below = rowAt(index + 1);  // it stays (not "Needs review"): the row below
        if (below && text(below, "title")) { open(below, byKeyboard); }
        return;
      }
      window.setTimeout(check, POLL_MS);
    })();
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("#correct-confirm");
    if (!button) { return; }
    var h3 = document.querySelector("#paper-detail h3");
    var title = h3 ? h3.textContent.trim() : "";
    var index = title ? rowShowing(title) : null;
    if (index === null) { return; }  // its row is not on the grid's page: stay
    advance(title, index, event.detail === 0);  // detail 0: Enter or Space on the button
  });
})();
