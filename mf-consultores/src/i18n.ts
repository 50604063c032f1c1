import { addBundle } from '@dapcon/shared-sdk';

/** mf-consultores's texts (namespace 'consultores'): the titles of its nested screens, the consultant list, the consultant page's tabs. */
addBundle('consultores', {
  es: {
    route: { usuario: 'Usuario', consultor: 'Consultor' },
    list: {
      table: 'Consultores',
      filters: { nombre: 'Nombre o apellidos', nif: 'NIF', verificador: '¿Es verificador?', comisionistas: 'Solo comisionistas' },
      columns: { nif: 'NIF', nombre: 'Nombre', telefono: 'Teléfono', verificador: 'Verificador', baja: 'Baja', acciones: 'Acciones' },
      bajaDesde: 'Baja: {{fecha}}',
      // The spec writes it without the accent (part 2 §2.10).
      yes: 'Si',
      no: 'No',
      ver: 'Ver',
      verDe: 'Ver: {{nombre}}',
    },
    ficha: { tabs: { label: 'Apartados del consultor', datosGenerales: 'Datos generales', comisiones: 'Comisiones' } },
  },
  ca: {
    route: { usuario: 'Usuari', consultor: 'Consultor' },
    list: {
      table: 'Consultors',
      filters: { nombre: 'Nom o cognoms', nif: 'NIF', verificador: 'És verificador?', comisionistas: 'Només comissionistes' },
      columns: { nif: 'NIF', nombre: 'Nom', telefono: 'Telèfon', verificador: 'Verificador', baja: 'Baixa', acciones: 'Accions' },
      bajaDesde: 'Baixa: {{fecha}}',
      yes: 'Sí',
      no: 'No',
      ver: 'Veure',
      verDe: 'Veure: {{nombre}}',
    },
    ficha: { tabs: { label: 'Apartats del consultor', datosGenerales: 'Dades generals', comisiones: 'Comissions' } },
  },
});
