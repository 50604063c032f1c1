import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../../config/test-utils';
import { PluginFirmaModal } from './PluginFirmaModal';

describe('PluginFirmaModal', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36', 'Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'iOS'],
  ])('opens on the guide of the browser in use (%s → %s), with no notice', async (userAgent, guia) => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent={userAgent} />);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('tab', { name: guia, selected: true })).toBeInTheDocument();
    expect(within(modal).getByText(`Guía de su navegador: ${guia}.`)).toBeInTheDocument();
    expect(within(modal).queryByTestId('navegador-no-compatible')).not.toBeInTheDocument();
    expect(within(modal).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chrome', 'Firefox', 'Edge', 'Android', 'iOS']);
  });

  it("Firefox's guide names its own steps and the download page; in Catalan too", async () => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" />, { lang: 'ca' });
    const modal = await screen.findByRole('dialog', { name: 'Instal·lar el complement de signatura' });
    const guia = within(modal).getByRole('tabpanel');
    expect(within(guia).getAllByRole('listitem')).toHaveLength(4);
    expect(within(guia).getByText(/deixeu marcada l'opció de configurar Firefox/)).toBeInTheDocument();
    expect(within(guia).getByRole('link', { name: "Pàgina de descàrregues d'AutoFirma" })).toHaveAttribute('href', 'https://firmaelectronica.gob.es/Home/Descargas.html');
  });

  it('a browser the plugin does not support: the notice listing Chrome, Firefox and Edge', async () => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15" />);
    const aviso = await screen.findByTestId('navegador-no-compatible');
    expect(aviso).toHaveTextContent('Su navegador no es compatible con el complemento de firma');
    expect(aviso).toHaveTextContent('Google Chrome, Mozilla Firefox o Microsoft Edge.');
  });
});
