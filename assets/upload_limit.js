/* Say why a file over the upload limit was not sent: dcc.Upload drops such a file
   without a word (dashboard/sections/upload.py sets the limit on #upload-refused). */
(function () {
  function check(files) {
    var note = document.getElementById("upload-refused");
    if (!note || !files) { return; }
    var max = Number(note.getAttribute("data-max-bytes"));
    var text = "";
    for (var i = 0; i < files.length; i++) {
      if (max > 0 && files[i].size > max) {
        text = files[i].name + ": the file holds " + (files[i].size / 1e6).toFixed(1) +
          " MB, more than the " + note.getAttribute("data-limit") + " an upload may hold." +
          " Analyse it with `paper-trends analyze FILE --out DIR` and serve DIR instead.";
      }
    }
    note.textContent = text;
  }
  function inUpload(event) {
    return event.target && event.target.closest && event.target.closest("#upload");
  }
  document.addEventListener("change", function (e) {
    if (inUpload(e)) { check(e.target.files); }
  }, true);
  document.addEventListener("drop", function (e) {
    if (inUpload(e)) { check(e.dataTransfer && e.dataTransfer.files); }
  }, true);
})();
