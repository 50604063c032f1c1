import { createElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { useInertBehindModals } from './modal/inertBehindModals';
import {
  alertSlotRecipe,
  animationStyles,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The component recipes the design system's core entry point (every page, the sign-in page first)
 * reads, and only those: Chakra's full set is about 115 KiB of minified JS that every first visit
 * would download (docs/performance.md). The build leaves the rest out (config/webpack.mf.js). A lazy
 * entry point or lazy module brings the recipes of its own components with `registerRecipes` when it
 * loads (the frame its menu and drawer, the dialog its own…). A component whose recipe is missing
 * renders unstyled without a warning, so `theme.test.ts` reads which recipes the Chakra components
 * each entry point imports need and fails, naming them, until they are here or registered there.
 */
export const RECIPES = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
/** The slot recipes, likewise. */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  // A row of tabs wider than its page wraps onto a second line instead of scrolling the page sideways
  // or hiding tabs behind a scroll (WCAG 1.4.10 at 320 px and 200 % zoom: docs/design-system.md).
  tabs: {
    ...tabsSlotRecipe,
    base: { ...tabsSlotRecipe.base, list: { ...tabsSlotRecipe.base?.list, _horizontal: { flexDirection: 'row', flexWrap: 'wrap', maxW: 'full' } } },
  },
};

/** Chakra's default theme (`defaultThemeConfig`), with the portal's recipes instead of all of them. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

const config = defineConfig({
  globalCss: {
    // Every component picks up the portal colour unless it asks for another palette.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef6ef' },
          100: { value: '#d6eada' },
          200: { value: '#b0d5b7' },
          300: { value: '#83ba8d' },
          400: { value: '#559a63' },
          500: { value: '#2f6b3b' },
          600: { value: '#295d34' },
          700: { value: '#224e2b' },
          800: { value: '#1b3f23' },
          900: { value: '#14301a' },
          950: { value: '#0b1c0f' },
        },
      },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      colors: {
        // Light only: the portal has no colour-mode switch, so plain references suffice.
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
    recipes: {
      // A button is never wider than the box it is in: a label longer than that wraps onto a second line
      // (WCAG 1.4.10 at 320 px and 200 % zoom). A one-line button keeps its size's height (the minimum). In
      // a table's cell it stays on one line: the table's box scrolls instead.
      button: {
        base: { maxW: 'full', whiteSpace: 'normal', textAlign: 'center', py: '1', 'td &, th &': { whiteSpace: 'nowrap' } },
        variants: {
          size: {
            '2xs': { h: 'auto', minH: '6' },
            xs: { h: 'auto', minH: '8' },
            sm: { h: 'auto', minH: '9' },
            md: { h: 'auto', minH: '10' },
            lg: { h: 'auto', minH: '11' },
            xl: { h: 'auto', minH: '12' },
            '2xl': { h: 'auto', minH: '16' },
          },
        },
      },
    },
  },
});

/**
 * The portal's Chakra UI v3 system: deep-green `brand` palette (the default `colorPalette`),
 * neutral greys and the system-ui font stack.
 *
 * @example
 * <ChakraProvider value={system}><App /></ChakraProvider>
 */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/** Recipes a lazy entry point brings with it: key → Chakra recipe (`menuSlotRecipe`…). */
export interface LazyRecipes {
  recipes?: Record<string, object>;
  slotRecipes?: Record<string, object>;
}

/**
 * Adds the recipes of a lazy entry point's (or lazy module's) components to the portal's one
 * {@link system}, so they stay off the pages that never load it. Call it at the top of the module,
 * before any of its components renders; a key already known is left as it is.
 *
 * @example
 * registerRecipes({ slotRecipes: { menu: menuSlotRecipe, drawer: drawerSlotRecipe } });
 */
export function registerRecipes({ recipes = {}, slotRecipes = {} }: LazyRecipes): void {
  // Chakra 3.37 reads recipes from the theme of the config it was created with (`system._config`),
  // on each look-up: adding to it before a component first renders is all it takes (theme.test.ts).
  const theme = (system._config.theme ??= {}) as { recipes?: Record<string, object>; slotRecipes?: Record<string, object> };
  const add = (into: Record<string, object>, from: Record<string, object>) => {
    for (const [key, recipe] of Object.entries(from)) if (!(key in into)) into[key] = recipe;
  };
  add((theme.recipes ??= {}), recipes);
  add((theme.slotRecipes ??= {}), slotRecipes);
}

/** Props of {@link PortalProvider}. */
export interface PortalProviderProps {
  children?: ReactNode;
}

/**
 * Chakra provider with the portal {@link system} (light mode only). Mount it once, in the shell.
 *
 * @example
 * createRoot(el).render(<PortalProvider><App /></PortalProvider>);
 */
export function PortalProvider({ children }: PortalProviderProps) {
  // What a modal hides behind it is inert too (modal/inertBehindModals.ts).
  useInertBehindModals();
  return createElement(ChakraProvider, { value: system, children });
}
