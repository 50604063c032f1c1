import { describe, expect, it } from 'vitest';
import { escapeHtml, sustituirVariables, variablesAjenas, variablesDeTexto } from './plantillas';

describe('template variables', () => {
  it('finds the variables a text uses, once each, spaces inside the braces allowed', () => {
    expect(variablesDeTexto('{{nombre}} {{ enlace }} {{nombre}} {{Mal}} {nombre}')).toEqual(['nombre', 'enlace']);
  });

  it('replaces what the lookup answers and keeps the rest as written', () => {
    expect(sustituirVariables('Hola, {{nombre}}: {{ minutos }} min, {{otra}}', (n) => ({ nombre: 'Ana', minutos: '60' })[n])).toBe('Hola, Ana: 60 min, {{otra}}');
    expect(sustituirVariables('{{a}}{{a}}', () => '')).toBe('');
  });

  it('names the variables that are not the template’s, once each, in order', () => {
    expect(variablesAjenas(['{{nombre}} {{desconocida}}', '<p>{{enlace}}{{otra}}{{desconocida}}</p>'], ['nombre', 'enlace'])).toEqual(['desconocida', 'otra']);
    expect(variablesAjenas(['{{nombre}}'], ['nombre'])).toEqual([]);
  });

  it('escapes a value for HTML text and attributes', () => {
    expect(escapeHtml(`<b a="1">'x' & y</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;x&#39; &amp; y&lt;/b&gt;');
  });
});
