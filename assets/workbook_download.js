/* Paper Trends: the Excel workbook's download says that it is being prepared.
 *
 * A CSV link streams from its first rows on, and the browser shows its own progress.  The
 * workbook (every table, one sheet each) is written whole before its first byte: on ICML
 * 2013-2019 (2,996 papers) 5-19 s, 95% of it openpyxl writing the papers and authors
 * sheets (the tables themselves take ~0.3 s; bench/REVIEW.md, review61), and nothing on
 * the page moved meanwhile, so a reader clicked again or left (walk60).  A click on the
 * link (#download-excel) now fetches the file itself: the line beside the link
 * (#download-excel-status, a polite status) counts the seconds while it is prepared, then
 * the file is handed to the browser under the server's name and the line says it is
 * ready, with its size and time; a failure says so.  A click while one is prepared starts
 * nothing more.  Without fetch or Blob URLs the link works as a plain download.
 */
(function () {
  "use strict";

  var LINK = "download-excel"; // dashboard/ids.py DOWNLOAD_EXCEL
  var STATUS = "download-excel-status"; // dashboard/ids.py DOWNLOAD_EXCEL_STATUS
  var busy = false;

  function say(text) {
    var status = document.getElementById(STATUS);
    if (status) { status.textContent = text; }
  }

  // the name the server gives (Content-Disposition: filename*=UTF-8''..., else filename=)
  function fileName(response, href) {
    var header = response.headers.get("Content-Disposition") || "";
    var coded = /filename\*=UTF-8''([^;]+)/i.exec(header);
    if (coded) {
      try { return decodeURIComponent(coded[1]); } catch (e) { /* the plain one below */ }
    }
    var plain = /filename="?([^";]+)"?/i.exec(header);
    return plain ? plain[1] : href.split("?")[0].split("/").pop() + ".xlsx";
  }

  function megabytes(bytes) {
    return (bytes / 1048576).toFixed(bytes < 1048576 ? 2 : 1) + " MB";
  }

  function save(blob, name) {
    var url = URL.createObjectURL(blob);
    var a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    window.setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("#" + LINK);
    if (!link || typeof window.fetch !== "function" || !window.URL ||
        typeof URL.createObjectURL !== "function") { return; }
    var href = link.getAttribute("href") || "";
    if (href === "" || href.charAt(0) === "#") { return; } // not set yet: as it is
    event.preventDefault();
    if (busy) { return; } // the one being prepared says how far it is
    busy = true;
    link.setAttribute("aria-busy", "true");
    var started = Date.now();
    function seconds() { return Math.round((Date.now() - started) / 1000); }
    say("Preparing the workbook (every table for these filters)…");
    var ticker = window.setInterval(function () {
      say("Preparing the workbook (every table for these filters)… " + seconds() + " s");
    }, 1000);
    function done(text) {
      window.clearInterval(ticker);
      busy = false;
      link.removeAttribute("aria-busy");
      say(text);
    }
    window.fetch(href, {credentials: "same-origin"}).then(function (response) {
      if (!response.ok) { throw new Error("the server answered " + response.status); }
      return response.blob().then(function (blob) {
        var name = fileName(response, href);
        save(blob, name);
        var took = (Date.now() - started) / 1000;
        done("Workbook ready: " + name + " (" + megabytes(blob.size) + ", " +
             took.toFixed(1) + " s).");
      });
    }).catch(function (error) {
      done("The workbook could not be made (" + (error && error.message || error) +
           "); the CSV links above still work.");
    });
  });
})();
