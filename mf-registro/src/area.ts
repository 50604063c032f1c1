import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-registro's screens and menu entries in the portal: none. The registry's pages (/registro,
 * /registro/{code}) are served by the API, rendered by this area's server entry (src/servidor), and
 * open without the portal's frame or a session (docs/registry.md); in the portal the area shows only
 * its panel on the DAPcon record page (./EnlaceRegistro).
 */
export default {
  name: { es: 'el registro público', ca: 'el registre públic' },
  screens: [],
  menu: [],
} satisfies AreaDescriptor;
