// @ts-check
/* An exercise page's answer sheet (practice.js): its format checked live, the file named as
   `diffstep check` reads it, and downloaded. */

/* The file `diffstep check` reads as this student's: the id as StudentKey spells it
   (NFC, lower case, spaces collapsed), spaces as _, `.txt`. */
/** @param {string} student @returns {string} */
function fileName(student) {
  var key = student.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  key = key.replace(/ /g, "_").replace(/[\/\\:*?"<>|\u0000-\u001f]/g, "_").replace(/^\.+/, "_");
  return key ? key + ".txt" : "";
}

/* The sheet's elements are the site's (sheet.mustache); the two words' fields only on a
   generated variant's page. */
/** @param {HTMLElement} section @param {Ask} ask */
function Sheet(section, ask) {
  var kind = section.getAttribute("data-kind");
  var text = /** @type {HTMLTextAreaElement} */ (section.querySelector("#sheet-text"));
  var student = /** @type {HTMLInputElement} */ (section.querySelector("#sheet-student"));
  var source = /** @type {HTMLInputElement | null} */ (section.querySelector("#sheet-source"));
  var target = /** @type {HTMLInputElement} */ (section.querySelector("#sheet-target"));
  var status = /** @type {HTMLElement} */ (section.querySelector("#sheet-status"));
  var file = /** @type {HTMLElement} */ (section.querySelector("#sheet-file"));
  /** @returns {string[]} */
  function inputs() {
    return source ? [source.value, target.value]
      : [section.getAttribute("data-source") || "", section.getAttribute("data-target") || ""];
  }
  function check() {
    var words = inputs();
    /* A generated variant's table has the shape of its two words: until both are typed there
       is no shape to check against. */
    if (source && (!words[0].trim() || !words[1].trim())) {
      status.textContent = section.getAttribute("data-needs-words");
      status.className = "ds-sheet-status";
      return;
    }
    var answer = ask("sheet", kind, text.value, words[0], words[1], "", lang);
    status.textContent = answer.error || answer.messages.join(" ");
    status.className = "ds-sheet-status " + (answer.ok ? "ds-right" : "ds-wrong");
  }
  function name() {
    var chosen = fileName(student.value);
    file.textContent = chosen ? (/** @type {string} */ (section.getAttribute("data-file"))).replace("{file}", chosen) : "";
    return chosen;
  }
  var clearGrade = SheetGrade(section, ask, kind, text, inputs);
  function edited() { check(); clearGrade(); }
  [text, source, target].forEach(function (field) { if (field) { field.addEventListener("input", edited); } });
  student.addEventListener("input", name);
  (/** @type {HTMLElement} */ (section.querySelector("#sheet-download"))).addEventListener("click", function () {
    var chosen = name();
    if (!chosen) { status.textContent = section.getAttribute("data-needs-student"); student.focus(); return; }
    var body = text.value.replace(/\r\n?/g, "\n");
    if (body && body.charAt(body.length - 1) !== "\n") { body += "\n"; }
    var link = el("a", { href: URL.createObjectURL(new Blob([body], { type: "text/plain;charset=utf-8" })), download: chosen });
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
    setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
  });
  check();
  name();
  section.hidden = false;
}
