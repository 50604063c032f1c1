/**
 * Results tables for the tests (contract `dapcon/resultados.ts`): a filled one, built from the
 * contract's indicators and modules, as the CSV a company uploads; and its upload through the API.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { InjectOptions } from 'fastify';
import { CLAVES_CABECERA, COLUMNAS_TABLA, INDICADORES_NUCLEO, MODULOS_OBLIGATORIOS, MODULOS_RESULTADOS, toFormData } from '@dapcon/contract';
import { bearer } from '../../helper';

/** A cell's figure for an indicator and a module: distinct everywhere, and negative in D (the benefits beyond the system). */
export function cifra(i: number, j: number): string {
  const modulo = MODULOS_RESULTADOS[j];
  return `${modulo === 'D' ? '-' : ''}${i + 1}.${String(j + 1).padStart(2, '0')}5`;
}

export interface OpcionesTabla {
  /** Header rows replaced or removed (null) by key. */
  cabecera?: Partial<Record<keyof typeof CLAVES_CABECERA, string[] | null>>;
  /** Cells replaced: `${indicador}|${modulo}` → text. */
  celdas?: Record<string, string>;
  /** Indicators left out. */
  sin?: string[];
  /** The delimiter (';' by default). */
  separador?: string;
}

/**
 * The rows of a filled table: every core indicator with a figure in the modules EN 15804+A2 requires
 * and in A4, 'ND' in A5, 'MND' in B1-B7, empty elsewhere.
 */
export function filasTabla(opciones: OpcionesTabla = {}): string[][] {
  const cabecera: Record<keyof typeof CLAVES_CABECERA, string[]> = { unidad: ['1', 'm2'], masa: ['25.5'], anio: ['2025'], metodo: ['EF 3.1'] };
  const filas: string[][] = [];
  for (const k of Object.keys(CLAVES_CABECERA) as (keyof typeof CLAVES_CABECERA)[]) {
    const valor = opciones.cabecera && k in opciones.cabecera ? opciones.cabecera[k] : cabecera[k];
    if (valor) filas.push([CLAVES_CABECERA[k], ...valor]);
  }
  filas.push([], [...COLUMNAS_TABLA, ...MODULOS_RESULTADOS]);
  INDICADORES_NUCLEO.forEach((ind, i) => {
    if (opciones.sin?.includes(ind.codigo)) return;
    filas.push([
      ind.codigo,
      ind.unidad,
      ...MODULOS_RESULTADOS.map((m, j) => {
        const propia = opciones.celdas?.[`${ind.codigo}|${m}`];
        if (propia !== undefined) return propia;
        if (MODULOS_OBLIGATORIOS.includes(m) || m === 'A4') return cifra(i, j);
        if (m === 'A5') return 'ND';
        return m.startsWith('B') ? 'MND' : '';
      }),
    ]);
  });
  return filas;
}

/** The table as a CSV file's text. */
export function csvTabla(opciones: OpcionesTabla = {}): string {
  return `${filasTabla(opciones)
    .map((f) => f.join(opciones.separador ?? ';'))
    .join('\r\n')}\r\n`;
}

/** Uploads a file as the results table of declaration `id`. */
export function subirTabla(app: FastifyInstance, token: string, id: number, contenido: string | Buffer, nombre = 'resultados.csv', lang = 'es'): Promise<LightMyRequestResponse> {
  const file = new File([contenido], nombre, { type: nombre.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' });
  return app.inject({ method: 'POST', url: `/api/dapcon/${id}/resultados`, headers: { ...bearer(token), 'accept-language': lang }, payload: toFormData({ tabla: file }) as unknown as InjectOptions['payload'] });
}
