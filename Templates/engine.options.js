// @ts-check
/* Each command's options in the order its export takes them (engine.js): `engineCommands`, the
   part `diffstep site` writes before this one from the Swift side (WebEngine's EngineCommand),
   so the page copies no order. And the names a page may use for them ("tie-break" or tieBreak). */

/* The commands the loaded parts export: { trace: ["source", ...], ... }. An export that takes
   another number of texts (a pointer and a length each) than the table names is a broken
   build, refused here rather than handed shifted texts. */
/** @param {LoadedPart[]} parts @returns {{ [command: string]: string[] }} */
function commandsOf(parts) {
  /** @type {{ [command: string]: string[] }} */
  var commands = {};
  Object.keys(engineCommands).forEach(function (name) {
    var options = engineCommands[name];
    parts.forEach(function (part) {
      var exported = part.exports[name];
      if (typeof exported !== "function") { return; }
      if (exported.length !== 2 * options.length) {
        throw new Error("engine part: the export " + name + " does not take the " + options.length +
          " texts the table names (" + options.join(", ") + ")");
      }
      commands[name] = options;
    });
  });
  return commands;
}

/**
 * `tie-break` as `tieBreak`.
 * @param {string} name
 * @returns {string}
 */
function camel(name) {
  return name.replace(/-([a-z])/g, function (/** @type {string} */ all, /** @type {string} */ letter) {
    return letter.toUpperCase();
  });
}
