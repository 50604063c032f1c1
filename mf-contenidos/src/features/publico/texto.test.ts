import { describe, expect, it } from 'vitest';
import { CORTE_DESCRIPCION, recortar } from './texto';

describe('recortar (the homes’ 200-character cut)', () => {
  it('leaves a text of up to 200 characters as it is', () => {
    expect(CORTE_DESCRIPCION).toBe(200);
    expect(recortar('Cierre de la oficina por festividad.')).toBe('Cierre de la oficina por festividad.');
    expect(recortar('a'.repeat(200))).toBe('a'.repeat(200));
  });

  it('cuts a longer one at 200 characters and adds an ellipsis', () => {
    expect(recortar('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(recortar(`${'b'.repeat(200)}cdefg`)).toBe(`${'b'.repeat(200)}…`);
  });

  it('counts letters, not UTF-16 units: an accent or an emoji is never split', () => {
    const text = `${'é'.repeat(150)}${'😀'.repeat(60)}`;
    const cut = recortar(text);
    expect(Array.from(cut)).toHaveLength(201);
    expect(cut).toBe(`${'é'.repeat(150)}${'😀'.repeat(50)}…`);
  });

  it('drops the spaces before the cut, so the ellipsis follows the last word', () => {
    expect(recortar(`${'x'.repeat(198)}  yyy`)).toBe(`${'x'.repeat(198)}…`);
  });
});
