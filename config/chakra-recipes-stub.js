// Stands in, in the browser build, for Chakra's registries of all its recipes (theme/recipes.js and
// theme/slot-recipes.js), which only its unused `defaultConfig` reads: the portal's theme lists the
// recipes it uses (shared-ui/src/theme.ts), and the others stay out of the bundle.
export const recipes = {};
export const slotRecipes = {};
