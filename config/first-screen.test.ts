import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build configuration, without types
import { firstScreenHtml } from './first-screen.js';

describe('firstScreenHtml', () => {
  it("renames Emotion's inline style tags, so the page's own Emotion leaves them with the drawn screen", () => {
    expect(firstScreenHtml('<style data-emotion="css-global 1x">a{}</style><div class="css-1x"></div>')).toBe('<style data-first-screen="css-global 1x">a{}</style><div class="css-1x"></div>');
  });

  it('makes every form one the browser never sends itself, whatever its attributes', () => {
    expect(firstScreenHtml('<form noValidate="" aria-label="CIF"><input name="password"></form><form><button>x</button></form><formx></formx>')).toBe(
      '<form method="dialog" noValidate="" aria-label="CIF"><input name="password"></form><form method="dialog"><button>x</button></form><formx></formx>',
    );
  });
});
