// The stories' accessibility check itself (config/stories-check.tsx) can fail: axe, as the check runs it,
// names a button with no name, an image with no text, a field with no label and a modal's background
// left focusable; and finds nothing in their fixed versions.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../config/stories-check';

const rules = (violations: string[]) => violations.map((v) => v.split(' ')[0]).sort();

describe("the stories' accessibility check", () => {
  it('names what a screen reader cannot read or a keyboard would reach behind a modal', async () => {
    render(
      <main>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
        <img src="logo.png" />
        <input type="text" />
        <div aria-hidden="true">
          <a href="/empresas">Empresas</a>
        </div>
      </main>,
    );
    expect(rules(await axeViolations())).toEqual(['aria-hidden-focus', 'button-name', 'image-alt', 'label']);
  });

  it('finds nothing once each has its name, and the background is inert', async () => {
    render(
      <main>
        <button type="button" aria-label="Cerrar">
          <svg aria-hidden="true" />
        </button>
        <img src="logo.png" alt="Logo de la empresa" />
        <label>
          CIF <input type="text" />
        </label>
        <div aria-hidden="true" inert>
          <a href="/empresas">Empresas</a>
        </div>
      </main>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
