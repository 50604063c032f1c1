import { addBundle } from '@dapcon/shared-sdk';

/** mf-consultores's texts (namespace 'consultores'): the titles of its nested screens, the consultant page's tabs. */
addBundle('consultores', {
  es: {
    route: { usuario: 'Usuario', consultor: 'Consultor' },
    ficha: { tabs: { label: 'Apartados del consultor', datosGenerales: 'Datos generales', comisiones: 'Comisiones' } },
  },
  ca: {
    route: { usuario: 'Usuari', consultor: 'Consultor' },
    ficha: { tabs: { label: 'Apartats del consultor', datosGenerales: 'Dades generals', comisiones: 'Comissions' } },
  },
});
