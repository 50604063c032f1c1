/** Pages for the tests: a list, a declaration (published, expired), an unknown code. Not part of any bundle. */
import type { ContextoRegistro, DapconPublica, FichaPublica, IdiomaRegistro, PaginaFicha, PaginaLista, ResultadosPublicos } from '@dapcon/contract/registro';

export function fila(n: number, cambios: Partial<DapconPublica> = {}): DapconPublica {
  const codigo = `DAPcon-2026-${String(n).padStart(4, '0')}`;
  return {
    dapcon_codigo: codigo,
    dv_nombre_producto: `Teja cerámica ${n}`,
    estado: 'publicada',
    empresa: { org_id: 10 + n, org_nombre: `Cerámicas ${n} S.L.`, org_cif: `B1234567${n % 10}` },
    rcp: { rcp_id: 3, rcp_equivalencia: 'RCP 002', rcp_nombre: 'Productos cerámicos' },
    verificador: { nombre: 'Marta', apellidos: 'Puig Soler' },
    clasificacion: { codigo: '03.01.01', nombre: 'Ladrillo cara vista' },
    dapcon_valido_desde: '2021-11-29',
    dapcon_valido_hasta: '2026-11-29',
    idiomas: [
      { idioma_id: 1, idioma: 'es' },
      { idioma_id: 2, idioma: 'ca' },
    ],
    url: `/registro/${codigo}`,
    ...cambios,
  };
}

export function lista(cambios: Partial<PaginaLista> = {}): PaginaLista {
  return {
    tipo: 'lista',
    consulta: {},
    errores: [],
    resultado: { data: [fila(1), fila(2, { estado: 'caducada', dapcon_valido_hasta: '2025-03-01' })], total: 42, per_page: 20, current_page: 1 },
    rcps: [
      { id: 3, nombre: 'RCP 002 Productos cerámicos' },
      { id: 4, nombre: 'RCP 010 Aislantes' },
    ],
    idiomas: [
      { id: 1, codigo: 'es', nombre: 'Español' },
      { id: 2, codigo: 'ca', nombre: 'Català' },
      { id: 3, codigo: 'en', nombre: 'English' },
    ],
    empresa: null,
    clasificaciones: [
      { codigo: '03.01.01', nombre: 'Ladrillo cara vista' },
      { codigo: '01.01.01', nombre: 'Hormigón estructural' },
    ],
    ...cambios,
  };
}

export function ficha(cambios: Partial<FichaPublica> = {}): PaginaFicha {
  const base = fila(1);
  return {
    tipo: 'ficha',
    dapcon: {
      ...base,
      logo_url: `/api/public/dapcon/${base.dapcon_codigo}/logo`,
      documentos: [
        { idioma_id: 1, idioma: 'es', url: `/api/public/dapcon/${base.dapcon_codigo}/documento/es` },
        { idioma_id: 2, idioma: 'ca', url: `/api/public/dapcon/${base.dapcon_codigo}/documento/ca` },
      ],
      ...cambios,
    },
  };
}

/** A results table as the API gives it: two indicators shown in full, the others left to the stories' imagination (the API always sends the 13). */
export function resultadosEjemplo(): ResultadosPublicos {
  return {
    unidad_cantidad: '1',
    unidad: 'm2',
    masa_por_unidad: '25.5',
    anio_referencia: 2025,
    metodo: 'EF 3.1',
    filas: [
      { indicador: 'GWP-total', unidad: 'kg CO2 eq', valores: { 'A1-A3': '12.345', A4: '0.4', A5: 'ND', B1: 'MND', C1: '0.01', C2: '0.05', C3: '0.2', C4: '0.1', D: '-1.2' } },
      { indicador: 'ODP', unidad: 'kg CFC-11 eq', valores: { 'A1-A3': '0.00000021', C1: 'ND', C2: '0', C3: '0', C4: '0', D: '-0.000000003' } },
    ],
  };
}

export function contexto(lang: IdiomaRegistro, path = '/registro'): ContextoRegistro {
  return { lang, origin: 'https://dapcon.example.org', base: '/remotes/mf-registro/0.1.0-3f9a1c2b/', path };
}
