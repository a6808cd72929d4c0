// @ts-check
/* Each command's options in the order its export takes them (engine.js), and their names as a
   page may spell them ("tie-break" or tieBreak). */

var exportsByName = {
  trace: ["source", "target", "unit", "tie-break", "notation", "lang"],
  batch: ["old", "new", "calls", "view", "messages", "count-message", "platform", "lang", "ios", "cached"],
  snapshot: ["script", "ios", "lang"],
  heckel: ["old", "new", "lang"]
};

function camel(name) { return name.replace(/-([a-z])/g, function (all, letter) { return letter.toUpperCase(); }); }
