import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './html';

/**
 * What the portal's editor writes (tiptap's starter kit and image, attributes in its order), and
 * the same document as the sanitiser writes it back: the link's attributes in its own order, its
 * `rel` without `nofollow`, void elements closed.
 */
const EDITOR_OUTPUT =
  '<h2>Convocatoria 2027</h2>' +
  '<p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u>, <s>tachado</s> y <code>código</code>.<br>Segunda línea.</p>' +
  '<h3>Lista</h3><ul><li><p>uno</p></li><li><p>dos</p><ol start="3"><li><p>tres</p></li></ol></li></ul>' +
  '<h4>Cita</h4><blockquote><p>«Una cita.»</p></blockquote><hr>' +
  '<pre><code>línea 1\n  línea 2</code></pre>' +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.dapcon.cat/es/">la web</a> y <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:info@dapcon.cat">info@dapcon.cat</a></p>' +
  '<img src="/api/editor-imagenes/1f0c7a52-9d3e-4c59-8a55-0e6f3c1b2a77.png" alt="Cartel" width="640" height="360">' +
  '<img src="https://www.dapcon.cat/logo.png" alt="Logo">';

const CLEANED =
  '<h2>Convocatoria 2027</h2>' +
  '<p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u>, <s>tachado</s> y <code>código</code>.<br />Segunda línea.</p>' +
  '<h3>Lista</h3><ul><li><p>uno</p></li><li><p>dos</p><ol start="3"><li><p>tres</p></li></ol></li></ul>' +
  '<h4>Cita</h4><blockquote><p>«Una cita.»</p></blockquote><hr />' +
  '<pre><code>línea 1\n  línea 2</code></pre>' +
  '<p><a href="https://www.dapcon.cat/es/" target="_blank" rel="noopener noreferrer">la web</a> y <a href="mailto:info@dapcon.cat" target="_blank" rel="noopener noreferrer">info@dapcon.cat</a></p>' +
  '<img src="/api/editor-imagenes/1f0c7a52-9d3e-4c59-8a55-0e6f3c1b2a77.png" alt="Cartel" width="640" height="360" />' +
  '<img src="https://www.dapcon.cat/logo.png" alt="Logo" />';

describe('sanitizeRichText: what the editor writes', () => {
  it('keeps every format of the editor, links and images as they are', () => {
    expect(sanitizeRichText(EDITOR_OUTPUT)).toBe(CLEANED);
  });

  it('changes nothing in what it wrote itself', () => {
    expect(sanitizeRichText(CLEANED)).toBe(CLEANED);
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; "comillas" y \'apóstrofos\'</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "comillas" y \'apóstrofos\'</p>');
  });

  it('keeps the older tags the editor reads (b, i), simple tables with their spans, and makes h5 and h6 an h4', () => {
    expect(sanitizeRichText('<p><b>b</b> <i>i</i></p>')).toBe('<p><b>b</b> <i>i</i></p>');
    expect(sanitizeRichText('<table><thead><tr><th>Año</th><th colspan="2">Importe</th></tr></thead><tbody><tr><td rowspan="2">2026</td><td>1</td><td>2</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th>Año</th><th colspan="2">Importe</th></tr></thead><tbody><tr><td rowspan="2">2026</td><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(sanitizeRichText('<h5>cinco</h5><h6>seis</h6>')).toBe('<h4>cinco</h4><h4>seis</h4>');
  });

  it('gives every link rel="noopener noreferrer" and keeps only target="_blank"', () => {
    expect(sanitizeRichText('<a href="https://e.org" rel="opener">t</a>')).toBe('<a href="https://e.org" rel="noopener noreferrer">t</a>');
    expect(sanitizeRichText('<a href="https://e.org" target="_top">t</a>')).toBe('<a href="https://e.org" rel="noopener noreferrer">t</a>');
    expect(sanitizeRichText('<a href="  https://e.org/a b  " target="_blank" title="Web">t</a>')).toBe('<a href="https://e.org/a b" title="Web" target="_blank" rel="noopener noreferrer">t</a>');
  });

  it('keeps a width or height in pixels or percent, and drops any other', () => {
    expect(sanitizeRichText('<img src="https://e.org/a.png" width="50%" height="200">')).toBe('<img src="https://e.org/a.png" width="50%" height="200" />');
    expect(sanitizeRichText('<img src="https://e.org/a.png" width="100px" height="expression(alert(1))">')).toBe('<img src="https://e.org/a.png" />');
  });

  it('escapes what a value or a text holds', () => {
    expect(sanitizeRichText('<a href="https://example.org/?q=<script>&a=&quot;1">x</a>')).toBe('<a href="https://example.org/?q=&lt;script&gt;&amp;a=&quot;1" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<img src="/api/editor-imagenes/a.png" alt="Logo &quot;A&quot; <b>">')).toBe('<img src="/api/editor-imagenes/a.png" alt="Logo &quot;A&quot; &lt;b&gt;" />');
  });
});

/**
 * The corpus (OWASP's XSS filter evasion cheat sheet and its kin): each input and exactly what is
 * left of it.
 */
const CORPUS: [string, string, string][] = [
  // Scripts go with their text, however written.
  ['script', '<script>alert(1)</script>', ''],
  ['script inside a paragraph', '<p>Hola<script>alert(1)</script> mundo</p>', '<p>Hola mundo</p>'],
  ['script in capitals with a source', '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT><P>Arriba</P>', '<p>Arriba</p>'],
  ['script opened twice', '<<SCRIPT>alert("XSS");//<</SCRIPT>', '&lt;'],
  ['script after a broken image', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">', '"&gt;'],
  ['script split by a script', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['script in a template', '<template><script>alert(1)</script></template><p>z</p>', '<p>z</p>'],
  // Event attributes.
  ['image with onerror', '<img src=x onerror=alert(1)>', ''],
  ['allowed image with onerror', '<img src="https://e.org/a.png" onerror="alert(1)" alt="A">', '<img src="https://e.org/a.png" alt="A" />'],
  ['paragraph with onclick', '<p onclick="alert(1)" onmouseover="alert(2)">t</p>', '<p>t</p>'],
  ['link with onmouseover', '<a href="https://e.org" onmouseover="alert(1)">t</a>', '<a href="https://e.org" rel="noopener noreferrer">t</a>'],
  ['body with onload', "<BODY ONLOAD=alert('XSS')><p>t</p>", '<p>t</p>'],
  ['input with onfocus', '<p>a</p><input onfocus=alert(1) autofocus>', '<p>a</p>'],
  ['isindex', '<isindex type=image src=1 onerror=alert(1)>', ''],
  ['media with onerror', '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>', ''],
  ['table cell with onclick and style', '<table><tr><td onclick="x" colspan="2" style="color:red">a</td></tr></table>', '<table><tr><td colspan="2">a</td></tr></table>'],
  // Links to anything but http, https, mailto: the text stays, the link goes.
  ['javascript: link', '<a href="javascript:alert(1)">clic</a>', 'clic'],
  ['javascript: in mixed case', '<a href="JaVaScRiPt:alert(1)">clic</a>', 'clic'],
  ['javascript: split by a tab entity', '<a href="jav&#x09;ascript:alert(1)">clic</a>', 'clic'],
  ['javascript: split by a newline entity', '<a href="jav&#x0A;ascript:alert(1)">clic</a>', 'clic'],
  ['javascript: as decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>', 'clic'],
  ['javascript: after control characters', '<a href=" &#14; javascript:alert(1)">clic</a>', 'clic'],
  ['javascript: with &colon;', '<a href="javascript&colon;alert(1)">clic</a>', 'clic'],
  ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>', 'clic'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">clic</a>', 'clic'],
  ['relative link', '<a href="/contenidos">clic</a>', 'clic'],
  ['protocol-relative link', '<a href="//evil.example">clic</a>', 'clic'],
  ['https without a host', '<a href="https:alert(1)">clic</a> <a href="http://">vacío</a>', 'clic vacío'],
  ['one bad link beside a good one', '<p><a href="javascript:x">a</a> <a href="https://ok.es">b</a></p>', '<p>a <a href="https://ok.es" rel="noopener noreferrer">b</a></p>'],
  // Images from anything but http(s) or a path of the portal.
  ['javascript: image', `<IMG SRC="javascript:alert('XSS');">`, ''],
  ['javascript: image unquoted', "<IMG SRC=JaVaScRiPt:alert('XSS')>", ''],
  ['javascript: image in backquotes', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>', ''],
  ['data:image/svg+xml image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
  ['data:image/png image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
  ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
  ['backslash image path', '<img src="/\\evil.example/x.png">', ''],
  ['tab inside an image path', '<img src="/&#x09;/evil.example/x.png">', ''],
  ['relative image without a slash', '<img src="x.png"><img src="/ok.png">', '<img src="/ok.png" />'],
  ['bad image inside a link', '<a href="https://ok.es"><img src=x onerror=alert(1)>b</a>', '<a href="https://ok.es" rel="noopener noreferrer">b</a>'],
  // SVG and MathML go whole.
  ['svg with a script', '<svg><script>alert(1)</script></svg><p>después</p>', '<p>después</p>'],
  ['svg with onload', '<svg onload=alert(1)>', ''],
  ['self-closed svg with onload', '<svg/onload=alert(1)><p>después</p>', ''],
  ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ['math with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>b</p>', '<p>b</p>'],
  ['math with a style (mutation XSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  // Styles go with their text; style attributes go.
  ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>t</p>', '<p>t</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
  ['link to a style sheet, base, meta refresh', '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://e.org/x.css"><p>k</p>', '<p>k</p>'],
  // Embedded documents and forms.
  ['iframe', '<iframe src="javascript:alert(1)"></iframe><p>a</p>', '<p>a</p>'],
  ['object and embed', '<object data="https://e.org/x.swf">o</object><embed src="https://e.org/x.swf">', ''],
  ['form with a button', '<form action="javascript:alert(1)"><input name="x" value="v"><button formaction="javascript:alert(1)">X</button></form>', 'X'],
  ['textarea', '<textarea><img src=x onerror=alert(1)></textarea>', ''],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>', ''],
  ['noscript (mutation XSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ['comment', '<!--<img src=x onerror=alert(1)>--><p>c</p>', '<p>c</p>'],
  // Unknown elements and attributes: the text stays.
  ['div, span, unknown element', '<div><p>a <span>b</span> <unknown-tag>c</unknown-tag></p></div>', '<p>a b c</p>'],
  ['a list start that is not a number, a list type', '<ol start="1;x" type="a"><li>a</li></ol>', '<ol><li>a</li></ol>'],
  ['class, id, data attributes', '<p class="x" id="y" data-a="1">t</p>', '<p>t</p>'],
  ['nested broken tags', '<p><b><i>a</b></i></p>', '<p><b><i>a</i></b></p>'],
  ['unclosed tags', '<p><strong>a<em>b', '<p><strong>a<em>b</em></strong></p>'],
];

describe('sanitizeRichText: the XSS corpus', () => {
  it.each(CORPUS)('%s', (_name, input, left) => {
    expect(sanitizeRichText(input)).toBe(left);
  });

  it('leaves nothing that runs in any of it', () => {
    const all = CORPUS.map(([, input]) => sanitizeRichText(input)).join('\n');
    expect(all).not.toMatch(/<(script|style|svg|math|iframe|object|embed|form|input|textarea|noscript|template|base|meta|link)\b/i);
    expect(all).not.toMatch(/\son[a-z]+=/i);
    expect(all).not.toMatch(/(javascript|vbscript|data):/i);
    expect(all).not.toMatch(/\sstyle=/i);
  });
});

describe('htmlToText', () => {
  it("writes the editor's document as plain text", () => {
    expect(htmlToText(EDITOR_OUTPUT)).toBe(
      [
        'Convocatoria 2027',
        'Texto con negrita, cursiva, subrayado, tachado y código.\nSegunda línea.',
        'Lista',
        '- uno\n- dos\n  3. tres',
        'Cita',
        '> «Una cita.»',
        '---',
        'línea 1\n  línea 2',
        'la web (https://www.dapcon.cat/es/) y info@dapcon.cat',
        'Cartel',
        'Logo',
      ].join('\n\n'),
    );
  });

  it('decodes entities and collapses the spaces of the markup', () => {
    expect(htmlToText('<p>  Hola &amp; adiós:\n   1 &lt; 2, &quot;sí&quot;, l&#39;Ajuntament,&nbsp;&euro;&#8364;  </p>')).toBe('Hola & adiós: 1 < 2, "sí", l\'Ajuntament, €€');
  });

  it('writes a link as text (url), or the address alone when it is the text', () => {
    expect(htmlToText('<p><a href="https://dapcon.cat">Portal</a></p>')).toBe('Portal (https://dapcon.cat)');
    expect(htmlToText('<p><a href="https://dapcon.cat">https://dapcon.cat</a></p>')).toBe('https://dapcon.cat');
    expect(htmlToText('<p>Escriba a <a href="mailto:info@dapcon.cat">info@dapcon.cat</a> o a <a href="mailto:info@dapcon.cat">la asociación</a></p>')).toBe(
      'Escriba a info@dapcon.cat o a la asociación (info@dapcon.cat)',
    );
    expect(htmlToText('<p><a href="https://dapcon.cat"></a></p>')).toBe('https://dapcon.cat');
  });

  it('numbers ordered lists from their start and quotes each paragraph of a quotation', () => {
    expect(htmlToText('<ol start="9"><li><p>nueve</p></li><li><p>diez</p><p>segundo párrafo</p></li></ol>')).toBe('9. nueve\n10. diez\n    segundo párrafo');
    expect(htmlToText('<blockquote><p>uno</p><p>dos</p></blockquote>')).toBe('> uno\n>\n> dos');
  });

  it('writes an image as its alternative text: a block of its own, or in the line inside a paragraph', () => {
    expect(htmlToText('<p>Vea el <img src="/api/editor-imagenes/a.png" alt="plano"> adjunto.</p><img src="/api/editor-imagenes/b.png" alt="Foto"><img src="/api/editor-imagenes/c.png">')).toBe('Vea el plano adjunto.\n\nFoto');
  });

  it('writes a table row by row, its cells split by |', () => {
    expect(htmlToText('<table><tr><th>Año</th><th>Importe</th></tr><tr><td>2026</td><td>1.000 €</td></tr></table>')).toBe('Año | Importe\n2026 | 1.000 €');
  });

  it('has nothing of scripts, styles or hidden markup', () => {
    expect(htmlToText('<style>p{color:red}</style><p>Hola<script>alert("x")</script></p><svg><text>svg</text></svg>')).toBe('Hola');
    expect(htmlToText('<p><a href="javascript:alert(1)">clic</a></p>')).toBe('clic');
  });

  it('answers an empty text for an empty document', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p></p>')).toBe('');
    expect(htmlToText('<p> <br> </p><p></p><p>&nbsp;</p>')).toBe('');
  });
});
