import { addBundle } from '@dapcon/shared-sdk';

/** mf-empresas's texts (namespace 'empresas'): the titles of its nested screens and the company list. */
addBundle('empresas', {
  es: {
    route: { dapconFicha: 'Ficha DAPcon', empresa: 'Empresa' },
    list: {
      table: 'Empresas',
      filters: {
        nombre: 'Nombre',
        cif: 'CIF',
        estado: 'Estado',
        integracionApi: 'Integración API',
        cuotas: 'Cuotas',
        convenio: 'Convenio',
        comisionista: 'Comisionista (n.º)',
        tipoComision: 'Tipo de comisión',
      },
      estado: { alta: 'Alta', baja: 'Baja', todos: 'Todos' },
      cuotas: { pagado: 'Pagadas', pendiente: 'Pendientes' },
      columns: {
        cif: 'CIF',
        nombre: 'Nombre',
        fechaCreacion: 'Fecha de creación',
        telefono: 'Teléfono',
        integracionApi: 'Integración API',
        convenio: 'Convenio',
        acciones: 'Acciones',
      },
      yes: 'Sí',
      no: 'No',
      verMas: 'Ver más',
      verMasDe: 'Ver más: {{nombre}}',
    },
  },
  ca: {
    route: { dapconFicha: 'Fitxa DAPcon', empresa: 'Empresa' },
    list: {
      table: 'Empreses',
      filters: {
        nombre: 'Nom',
        cif: 'CIF',
        estado: 'Estat',
        integracionApi: 'Integració API',
        cuotas: 'Quotes',
        convenio: 'Conveni',
        comisionista: 'Comissionista (núm.)',
        tipoComision: 'Tipus de comissió',
      },
      estado: { alta: 'Alta', baja: 'Baixa', todos: 'Totes' },
      cuotas: { pagado: 'Pagades', pendiente: 'Pendents' },
      columns: {
        cif: 'CIF',
        nombre: 'Nom',
        fechaCreacion: 'Data de creació',
        telefono: 'Telèfon',
        integracionApi: 'Integració API',
        convenio: 'Conveni',
        acciones: 'Accions',
      },
      yes: 'Sí',
      no: 'No',
      verMas: 'Veure més',
      verMasDe: 'Veure més: {{nombre}}',
    },
  },
});
