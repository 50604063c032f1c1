import { describe, expect, it } from 'vitest';
import { escapeHtml, resetPasswordMail } from './templates';

describe('resetPasswordMail', () => {
  const link = 'https://portal.example.org/restablecer-password?token=abc_DEF-123';

  it('writes Spanish by default and Catalan on request, with the link and its lifetime', () => {
    const es = resetPasswordMail({ lang: 'es', nombre: 'Laura', link, minutes: 60 });
    expect(es.subject).toBe('DAPcon: restablecimiento de la contraseña');
    expect(es.text).toContain(link);
    expect(es.text).toContain('60 minutos');
    expect(es.html).toContain(`href="${link}"`);
    const ca = resetPasswordMail({ lang: 'ca', nombre: 'Laura', link, minutes: 60 });
    expect(ca.subject).toBe('DAPcon: restabliment de la contrasenya');
    expect(ca.html).toContain('lang="ca"');
    expect(ca.text).toContain('60 minuts');
  });

  it('escapes what it inserts in the HTML', () => {
    const mail = resetPasswordMail({ lang: 'es', nombre: '<b>Pepe</b> & "Cía"', link: `${link}&x="y"`, minutes: 60 });
    expect(mail.html).not.toContain('<b>Pepe</b>');
    expect(mail.html).toContain('&lt;b&gt;Pepe&lt;/b&gt; &amp; &quot;Cía&quot;');
    expect(mail.html).toContain('&amp;x=&quot;y&quot;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
