import { createElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
  },
});

/**
 * The portal's Chakra UI v3 system: deep-green `brand` palette (the default `colorPalette`),
 * neutral greys and the system-ui font stack.
 *
 * @example
 * <ChakraProvider value={system}><App /></ChakraProvider>
 */
export const system = createSystem(defaultConfig, config);

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
  return createElement(ChakraProvider, { value: system, children });
}
