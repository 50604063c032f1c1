import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../config/test-utils';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it("breaks an address only after its '@': the name and the domain each in one unbreakable piece", () => {
    const { container } = renderWithPortal(<span data-testid="d"><EmailText email="no-reply@ceramiques-valles.cat" /></span>);
    expect(container.querySelector('[data-testid=d]')?.textContent).toBe('no-reply@ceramiques-valles.cat');
    // One element (a flex container lays out its children as items: the two halves would stand apart).
    expect(container.querySelector('[data-testid=d]')?.children).toHaveLength(1);
    const pieces = [...(container.querySelector('[data-testid=d] > span')?.querySelectorAll('span') ?? [])].map((s) => s.textContent);
    expect(pieces).toEqual(['no-reply@', 'ceramiques-valles.cat']);
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('keeps a text without an @ whole, with no break', () => {
    const { container } = renderWithPortal(<span data-testid="d"><EmailText email="sin-arroba" /></span>);
    expect([...(container.querySelector('[data-testid=d]')?.querySelectorAll('span') ?? [])].map((s) => s.textContent)).toEqual(['sin-arroba']);
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
  });
});
