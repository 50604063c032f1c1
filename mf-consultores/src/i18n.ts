import { addBundle } from '@dapcon/shared-sdk';

/** mf-consultores's texts (namespace 'consultores'): the titles of its nested screens. */
addBundle('consultores', {
  es: { route: { usuario: 'Usuario', consultor: 'Consultor' } },
  ca: { route: { usuario: 'Usuari', consultor: 'Consultor' } },
});
