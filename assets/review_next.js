/* Paper Trends: once a paper's type is kept, the next paper of the list opens.
 *
 * "Label is right" (#correct-confirm) always; Save (#correct-save) in "Needs review" only
 * (review57): there the reader goes down a queue, and a reader who corrected a paper wants
 * the next one as much as one who agreed with it.  Elsewhere (all papers, any filter) a Save
 * is a correction made in passing: the panel stays on the paper with its "Saved", its row
 * marked Corrected.  "As the model says" keeps the paper in the list: nothing opens.
 *
 * The page waits for the save to land (the status, emptied at the click, shows the server's
 * answer; opened before it, the next paper's panel and button were given back the saved
 * paper's, the answer carrying them), then for the grid's rows again: the paper's row gone (it left the
 * list, its successor has its index) or marked Corrected / Confirmed (it stays: the row
 * below).  That paper opens (a click on its cell, as the reader's own: the panel then
 * opens at its top, assets/a11y.js) and the saved paper's message is shown under it, with
 * its title, so what was kept stays in sight.  The focus moves to the next paper's title,
 * as Enter on a row does (a click's without scrolling): left on the button, a Space to
 * scroll the next abstract confirmed it unread.  A click on the grid or another save meanwhile
 * cancels; nothing happens after WAIT_MS (a failed save, no next row on the page).
 *
 * The key Y in the paper's panel (the focus on its title, its abstract, anywhere in it but
 * a text field or the type menu) presses "Label is right" (review61): the review loop by
 * keyboard was read, Tab x5, Enter, a paper (walk60); now read, Y.  No modifier, no key
 * held down (a repeat), no form shown: nothing.  The button says so (aria-keyshortcuts,
 * its tooltip) and so does the keys line under the form (dashboard/sections/review.py).
 */
(function () {
  "use strict";

  var GRID = "#papers-grid"; // dashboard/ids.py PAPERS_GRID
  var STATUS = "correct-status"; // CORRECT_STATUS
  var REVIEW = "#review-filter input[type=checkbox]"; // REVIEW_FILTER
  var KEPT = /^(Saved|Confirmed|Kept): /; // dashboard/sections/review.py's messages
  var HAND_SET = ["Corrected", "Confirmed"]; // dashboard/view.py BAND_LABELS["corrected"], ["confirmed"]
  var TITLE_CHARS = 80;
  var POLL_MS = 80;
  var WAIT_MS = 8000;
  var latest = 0; // the save being followed; a newer click cancels an older one

  function rowAt(index) {
    return document.querySelector(GRID + " .ag-row[row-index='" + index + "']");
  }

  function text(row, column) {
    var cell = row && row.querySelector("[col-id=" + column + "]");
    // a title's first paragraph: on a phone its venue and year are under it (papers_grid.js)
    var part = cell && column === "title" && cell.querySelector(".agGrid-Markdown > div");
    return (part || cell) ? (part || cell).textContent.trim() : "";
  }

  function shownTitle() {
    var h3 = document.querySelector("#paper-detail h3");
    return h3 ? h3.textContent.trim() : "";
  }

  function statusText() {
    var status = document.getElementById(STATUS);
    return status ? status.textContent.trim() : "";
  }

  function rowShowing(title) {
    var rows = document.querySelectorAll(GRID + " .ag-row[row-index]");
    for (var i = 0; i < rows.length; i++) {
      if (text(rows[i], "title") === title) { return rows[i]; }
    }
    return null;
  }

  // poll ``test`` until it is true (then ``then``), while this save is the latest one
  function waitFor(token, test, then) {
    var until = Date.now() + WAIT_MS;
    (function check() {
      if (token !== latest || Date.now() > until) { return; }
      if (test()) { then(); } else { window.setTimeout(check, POLL_MS); }
    })();
  }

  function open(token, row, saved, byKeyboard) {
    var cell = row.querySelector("[col-id=venue]") || row.querySelector(".ag-cell");
    if (!cell) { return; }
    var title = text(row, "title");
    cell.click();
    latest = token; // (the click on the grid is this save's own)
    waitFor(token, function () { return shownTitle() === title; }, function () {
      var short = saved.title.length > TITLE_CHARS ?
        saved.title.slice(0, TITLE_CHARS) + "…" : saved.title;
      window.dash_clientside.set_props(STATUS, {
        children: "Previous paper, “" + short + "”: " + saved.message});
      // the focus leaves the button for the next paper's title: left on "Label is
      // right" after a click, the Space a reader scrolls the next abstract with (or an
      // Enter) confirmed that paper unread (walk60); a click's focus moves without
      // scrolling the page
      var h3 = document.querySelector("#paper-detail h3");
      h3.tabIndex = -1;
      h3.focus(byKeyboard ? undefined : {preventScroll: true});
    });
  }

  function next(token, saved, byKeyboard) {
    var target = null;
    waitFor(token, function () {
      var mine = document.querySelector(GRID + " .ag-row[row-id='" + saved.rowId + "']");
      if (mine && HAND_SET.indexOf(text(mine, "band")) >= 0) {
        // it stays: the row below
        target = rowAt(Number(mine.getAttribute("row-index")) + 1);
        return !!(target && text(target, "title"));
      }
      target = rowAt(saved.index); // it left the list: its successor took its row
      var now = text(target, "title");
      return !mine && !!now && now !== saved.title;
    }, function () { open(token, target, saved, byKeyboard); });
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target.closest && target.closest("#correct-confirm, #correct-save");
    if (!button) {
      if (target.closest && target.closest(GRID)) { latest += 1; } // the reader's own pick
      return;
    }
    latest += 1;
    var review = document.querySelector(REVIEW);
    if (button.id === "correct-save" && !(review && review.checked)) { return; }
    var title = shownTitle();
    var row = title ? rowShowing(title) : null;
    var dc = window.dash_clientside;
    if (!row || !dc || typeof dc.set_props !== "function") { return; } // not on this page
    var token = latest;
    var saved = {title: title, rowId: row.getAttribute("row-id"),
                 index: Number(row.getAttribute("row-index")), message: ""};
    var byKeyboard = event.detail === 0; // Enter or Space on the button
    answered(token, function (message) {
      saved.message = message;
      if (KEPT.test(message)) { next(token, saved, byKeyboard); }
    });
  });

  var CONFIRM_KEY = "y"; // dashboard/sections/review.py CONFIRM_KEY
  document.addEventListener("keydown", function (event) {
    if (event.key.toLowerCase() !== CONFIRM_KEY || event.repeat || event.ctrlKey ||
        event.metaKey || event.altKey || event.defaultPrevented) { return; }
    var target = event.target;
    if (!target.closest || !target.closest(".detail") || target.isContentEditable ||
        target.closest("input, textarea, select, .dash-dropdown, .dash-dropdown-content")) {
      return;
    }
    var button = document.getElementById("correct-confirm"); // CORRECT_CONFIRM
    var form = button && button.closest(".correct-form");
    if (!button || button.disabled || (form && form.hidden) || !button.offsetParent) { return; }
    event.preventDefault();
    button.click(); // the click handler above follows it, as a keyboard press (detail 0)
  });

  // The server's answer to this save: the status is emptied, and its next text is the
  // answer.  Watched for each change (a poll read the old message before the emptying was
  // drawn, and opened the next paper while the answer, with the saved paper's panel, was
  // still to come).
  function answered(token, then) {
    var status = document.getElementById(STATUS);
    if (!status || typeof MutationObserver !== "function") { return; }
    var cleared = statusText() === "";
    var observer = new MutationObserver(function () {
      var now = statusText();
      if (token !== latest) {
        observer.disconnect();
      } else if (now === "") {
        cleared = true;
      } else if (cleared) {
        observer.disconnect();
        then(now);
      }
    });
    observer.observe(status, {childList: true, characterData: true, subtree: true});
    window.setTimeout(function () { observer.disconnect(); }, WAIT_MS);
    window.dash_clientside.set_props(STATUS, {children: ""});
  }
})();
