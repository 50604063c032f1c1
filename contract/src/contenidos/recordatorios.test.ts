import { describe, expect, it } from 'vitest';
import { ajusteRecordatorio, hitoDebido, hitosDeSerie, hitosPrevistos, RECORDATORIO_GRACIA_DIAS, sumarDias } from './recordatorios';
import { euros } from '../core/money';

describe('ajusteRecordatorio', () => {
  it('reads the days of Texto 1 and the switch of Texto 2', () => {
    expect(ajusteRecordatorio('60, 15', '', [90, 30, 0], true)).toEqual({ activo: true, dias: [60, 15] });
    expect(ajusteRecordatorio('15;45', 'sí', [15, 45], false)).toEqual({ activo: true, dias: [15, 45] });
    expect(ajusteRecordatorio('45 15 15', null, [15, 45], false)).toEqual({ activo: true, dias: [15, 45] });
    for (const off of ['no', 'NO', ' No ', 'off', '0', 'desactivado', 'Desactivat']) expect(ajusteRecordatorio('7', off, [7], false).activo).toBe(false);
  });

  it('falls back to the defaults on days it cannot read', () => {
    for (const bad of ['', 'x', '10, x', '-5', '3651', '1,2,3,4,5,6,7,8,9,10,11', undefined, null]) {
      expect(ajusteRecordatorio(bad, '', [90, 30, 0], true).dias).toEqual([90, 30, 0]);
    }
  });
});

describe('the milestones of a series', () => {
  it('counts back from the day for an expiry and forward for the others, in the order of time', () => {
    expect(hitosDeSerie('2027-03-31', { dias: [90, 30, 0] }, true)).toEqual([
      { hito: 90, paso: 0, fecha: '2026-12-31' },
      { hito: 30, paso: 1, fecha: '2027-03-01' },
      { hito: 0, paso: 2, fecha: '2027-03-31' },
    ]);
    expect(hitosDeSerie('2026-01-31', { dias: [15, 45] }, false).map((h) => h.fecha)).toEqual(['2026-02-15', '2026-03-17']);
  });

  it('is due on its day and up to the grace days late, then not; the latest one that has come', () => {
    const ajuste = { dias: [90, 30, 0] };
    expect(hitoDebido('2027-03-31', ajuste, true, '2026-12-30')).toBeNull();
    expect(hitoDebido('2027-03-31', ajuste, true, '2026-12-31')?.hito).toBe(90);
    expect(hitoDebido('2027-03-31', ajuste, true, sumarDias('2026-12-31', RECORDATORIO_GRACIA_DIAS))?.hito).toBe(90);
    expect(hitoDebido('2027-03-31', ajuste, true, sumarDias('2026-12-31', RECORDATORIO_GRACIA_DIAS + 1))).toBeNull();
    expect(hitoDebido('2027-03-31', ajuste, true, '2027-03-05')).toEqual({ hito: 30, paso: 1, fecha: '2027-03-01' });
    expect(hitoDebido('2027-03-31', ajuste, true, '2027-03-31')?.hito).toBe(0);
    // After the last valid day: the expiry itself tells.
    expect(hitoDebido('2027-03-31', ajuste, true, '2027-04-01')).toBeNull();
    expect(hitoDebido('2026-01-31', { dias: [15, 45] }, false, '2026-03-17')?.hito).toBe(45);
  });

  it('lists what falls after today and within the days ahead', () => {
    expect(hitosPrevistos('2027-03-31', { dias: [90, 30, 0] }, true, '2027-02-28', 30).map((h) => h.hito)).toEqual([30]);
    expect(hitosPrevistos('2027-03-31', { dias: [90, 30, 0] }, true, '2027-02-28', 31).map((h) => h.hito)).toEqual([30, 0]);
    expect(hitosPrevistos('2027-03-31', { dias: [90, 30, 0] }, true, '2027-03-01', 30).map((h) => h.hito)).toEqual([0]);
    expect(hitosPrevistos('2027-03-31', { dias: [90, 30, 0] }, true, '2027-03-31', 30)).toEqual([]);
  });

  it('adds days across months and leap years', () => {
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(sumarDias('2028-03-01', -1)).toBe('2028-02-29');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('euros', () => {
  it('writes an exact amount as readers do', () => {
    expect(euros('1234.5')).toBe('1.234,50 €');
    expect(euros('350.00')).toBe('350,00 €');
    expect(euros('1234567.89')).toBe('1.234.567,89 €');
    expect(euros('-0.05')).toBe('-0,05 €');
    expect(euros('12')).toBe('12,00 €');
  });
});
