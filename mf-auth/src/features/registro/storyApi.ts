import type { CannedApi } from '../../../../config/story-utils';

/** Canned reference answers of the registration stories: countries, a town, the company lists. */
export const REGISTRO_API: CannedApi = {
  '/paises': {
    body: {
      status: 'Success',
      message: '',
      data: [
        { id: 1, pais_nombre: 'España' },
        { id: 2, pais_nombre: 'Francia' },
        { id: 3, pais_nombre: 'Portugal' },
      ],
    },
  },
  '/poblacion': { status: 201, body: { status: 'Success', message: '', data: [{ poblacion: 'Barcelona', provincia: 'Barcelona' }] } },
  '/parametros_generales': {
    body: {
      status: 'Success',
      message: '',
      data: {
        tipo_empresa: [
          { param_id: 'empresa', pt_texto: 'Empresa' },
          { param_id: 'asociacion', pt_texto: 'Asociación' },
        ],
        tamanio_empresa: [
          { param_id: 'micro', pt_texto: 'Microempresa' },
          { param_id: 'pequena', pt_texto: 'Pequeña empresa' },
          { param_id: 'grande', pt_texto: 'Gran empresa' },
        ],
        tamanio_asociacion: [{ param_id: 'asociacion_pequena', pt_texto: 'Asociación pequeña' }],
      },
    },
  },
  '/auth/registroOrganizacion': { status: 201, body: { status: 'Success', message: '', data: { token_docs: 'demo', org_cif: 'B12345674' } } },
  '/auth/registroConsultor': { status: 201, body: { status: 'Success', message: '', data: { consultor_nif: '12345678Z' } } },
};
