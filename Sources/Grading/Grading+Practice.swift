// The generators (Inputs, Variant, StableRandom, ScriptRecipe, ListChange) live in Practice,
// below the engine's web face, so the site draws the grader's problems from the same code.
@_exported import Practice
