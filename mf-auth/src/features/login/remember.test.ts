import { beforeEach, describe, expect, it } from 'vitest';
import { REMEMBER_KEY, recall, remember } from './remember';

describe('remembered credentials', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one entry per module and clears only the one unticked', () => {
    remember('organizacion', { usuario: 'B12345674', password: 'uno' });
    remember('consultor', { usuario: '12345678Z', password: 'dos' });
    expect(recall('organizacion')).toEqual({ usuario: 'B12345674', password: 'uno' });
    remember('organizacion', null);
    expect(recall('organizacion')).toBeNull();
    expect(recall('consultor')).toEqual({ usuario: '12345678Z', password: 'dos' });
  });

  it('removes the entry when nothing is remembered', () => {
    remember('administrador', { usuario: '12345678Z', password: 'x' });
    remember('administrador', null);
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('survives a corrupt entry', () => {
    localStorage.setItem(REMEMBER_KEY, '{not json');
    expect(recall('consultor')).toBeNull();
    remember('consultor', { usuario: 'a', password: 'b' });
    expect(recall('consultor')).toEqual({ usuario: 'a', password: 'b' });
  });
});
