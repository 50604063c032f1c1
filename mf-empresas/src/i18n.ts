import { addBundle } from '@dapcon/shared-sdk';

/** mf-empresas's texts (namespace 'empresas'): the titles of its nested screens. */
addBundle('empresas', {
  es: { route: { dapconFicha: 'Ficha DAPcon', empresa: 'Empresa' } },
  ca: { route: { dapconFicha: 'Fitxa DAPcon', empresa: 'Empresa' } },
});
