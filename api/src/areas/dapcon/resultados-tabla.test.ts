import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDICADORES_NUCLEO, METODOS_LCIA, MODULOS_OBLIGATORIOS, MODULOS_RESULTADOS, UNIDADES_DECLARADAS, type ModuloResultados } from '@dapcon/contract';
import { filasCsv, filasPlantilla, interpretarFilas, numeroDe, plantillaCsv, type CeldaResultados, type TablaResultados } from './resultados-tabla';

const numerada = (filas: string[][]) => filas.map((celdas, i) => ({ numero: i + 1, celdas }));

describe('numeroDe', () => {
  it('takes a decimal point or comma, a sign and an exponent, and nothing else', () => {
    expect(numeroDe('12.5')).toBe('12.5');
    expect(numeroDe(' 12,5 ')).toBe('12.5');
    expect(numeroDe('+3')).toBe('3');
    expect(numeroDe('-1.2E-05')).toBe('-1.2E-05');
    expect(numeroDe('.5')).toBe('.5');
    expect(numeroDe('1 000')).toBe('1000');
    for (const texto of ['', 'abc', '1.2.3', '1,2.3', '1e', 'e5', 'NaN', 'Infinity', '0x10', '1e9999', '1'.repeat(41)]) expect(numeroDe(texto), texto).toBeNull();
  });
});

/** A table of the template's shape: any figure or mark where a module takes one. */
const tablas = fc
  .record({
    unidad_cantidad: fc.integer({ min: 1, max: 10_000 }).map(String),
    unidad: fc.constantFrom(...UNIDADES_DECLARADAS),
    masa_por_unidad: fc.option(fc.integer({ min: 1, max: 99_999 }).map((n) => (n / 100).toString()), { nil: null }),
    anio_referencia: fc.integer({ min: 1990, max: 2026 }),
    metodo: fc.constantFrom(...METODOS_LCIA),
    celdas: fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => String(n)), fc.constantFrom('ND', 'MND', '')), {
      minLength: INDICADORES_NUCLEO.length * MODULOS_RESULTADOS.length,
      maxLength: INDICADORES_NUCLEO.length * MODULOS_RESULTADOS.length,
    }),
  })
  .map(({ celdas, ...cabecera }): TablaResultados => ({
    ...cabecera,
    celdas: INDICADORES_NUCLEO.flatMap((ind, i) =>
      MODULOS_RESULTADOS.flatMap((modulo: ModuloResultados, j): CeldaResultados[] => {
        const texto = celdas[i * MODULOS_RESULTADOS.length + j] ?? '';
        const obligatorio = MODULOS_OBLIGATORIOS.includes(modulo);
        if (obligatorio && (texto === '' || texto === 'MND')) return [{ indicador: ind.codigo, modulo, valor: null, marca: 'ND' }];
        if (texto === '') return [];
        if (texto === 'ND' || texto === 'MND') return [{ indicador: ind.codigo, modulo, valor: null, marca: texto }];
        return [{ indicador: ind.codigo, modulo, valor: texto, marca: null }];
      }),
    ),
  }));

describe('the template and its reading', () => {
  it('read back what the template writes, whatever the table (CSV included)', () => {
    fc.assert(
      fc.property(tablas, (tabla) => {
        expect(interpretarFilas(numerada(filasPlantilla(tabla)), 'es', 2026)).toEqual({ tabla });
        expect(interpretarFilas(filasCsv(plantillaCsv(tabla, 'ca').toString('utf-8')), 'ca', 2026)).toEqual({ tabla });
      }),
      { numRuns: 60 },
    );
  });

  it('never throw on any text, and give the table or its errors', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), { maxLength: 30 }), (filas) => {
        const lectura = interpretarFilas(numerada(filas), 'es', 2026);
        expect(lectura.tabla !== undefined || (lectura.errores?.length ?? 0) > 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('number the rows as the file does: a CSV’s comments and blank lines count', () => {
    const filas = filasCsv('# nota\r\n\r\na;b\r\n"c;d";e\n');
    expect(filas).toEqual([
      { numero: 3, celdas: ['a', 'b'] },
      { numero: 4, celdas: ['c;d', 'e'] },
    ]);
  });

  it('tell the delimiter by the heading row: a comma-separated file with decimal points is read', () => {
    const tabla: TablaResultados = {
      unidad_cantidad: '1',
      unidad: 'kg',
      masa_por_unidad: null,
      anio_referencia: 2024,
      metodo: 'EF 3.1',
      celdas: INDICADORES_NUCLEO.flatMap((ind) => MODULOS_OBLIGATORIOS.map((modulo) => ({ indicador: ind.codigo, modulo, valor: '0.5', marca: null }))),
    };
    const csv = filasPlantilla(tabla)
      .map((f) => f.join(','))
      .join('\n');
    expect(interpretarFilas(filasCsv(csv), 'es', 2026)).toEqual({ tabla });
  });
});
