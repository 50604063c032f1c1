// The scheduled reminders (issue 36) against the real API and the demo data: the Ares administrator
// opens /comunicaciones, its 'Recordatorios' tab, finds the expiry reminders of 'Ladrillo cerámico
// macizo' (seeded: 90 and 30 days before its last valid day), follows the record to its page, sees its
// reminders there with their recipients, and resends one: it asks first, tells that it was sent, and
// the reminder counts one more resend. In Spanish and in Catalan. The record page's panel is mf-contenidos's
// RecordatoriosDapcon (mf-contenidos/src/RecordatoriosDapcon.tsx), mounted in its slot.
import { expect, test } from '@playwright/test';
import { account, signInHome } from './support';

const admin = account('administrador', 1);
const PRODUCTO = 'Ladrillo cerámico macizo';

const TEXTS = {
  es: {
    tab: 'Recordatorios',
    tabla: 'Recordatorios enviados',
    buscar: 'Registro o destinatario',
    hito30: 'Caducidad de la DAPcon · 30 días antes',
    hito90: 'Caducidad de la DAPcon · 90 días antes',
    panel: 'Recordatorios de la DAPcon',
    reenviarDe: /^Reenviar el recordatorio de /,
    pregunta: '¿Enviar de nuevo este recordatorio a sus destinatarios?',
    enviado: 'El recordatorio se ha vuelto a enviar.',
    reenviado: /^Reenviado \d+ (vez|veces)$/,
  },
  ca: {
    tab: 'Recordatoris',
    tabla: 'Recordatoris enviats',
    buscar: 'Registre o destinatari',
    hito30: 'Caducitat de la DAPcon · 30 dies abans',
    hito90: 'Caducitat de la DAPcon · 90 dies abans',
    panel: 'Recordatoris de la DAPcon',
    reenviarDe: /^Reenviar el recordatori de /,
    pregunta: 'Voleu tornar a enviar aquest recordatori als seus destinataris?',
    enviado: "El recordatori s'ha tornat a enviar.",
    reenviado: /^Reenviat \d+ (vegada|vegades)$/,
  },
} as const;

for (const lang of ['es', 'ca'] as const) {
  test(`the administrator sees a DAPcon's reminders and resends one (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXTS[lang];
    await signInHome(page, admin);
    if (lang === 'ca') {
      await page.getByRole('button', { name: 'CA', exact: true }).first().click();
      await expect(page.getByTestId('area-name')).toHaveText('Àrea Administració');
    }
    await page.goto('/comunicaciones');
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/\/comunicaciones\?tab=recordatorios$/);
    await page.getByRole('textbox', { name: t.buscar }).fill('ladrillo ceramico');
    await page.getByRole('textbox', { name: t.buscar }).press('Enter');
    const table = page.getByRole('table', { name: t.tabla });
    const rows = table.getByRole('row').filter({ hasText: PRODUCTO });
    await expect(rows.filter({ hasText: t.hito30 })).toHaveCount(1);
    await expect(rows.filter({ hasText: t.hito90 })).toHaveCount(1);

    // The record's page, from its link: its own reminders, the same two, each with its recipients.
    await rows.filter({ hasText: t.hito30 }).getByRole('link', { name: new RegExp(PRODUCTO) }).click();
    await expect(page).toHaveURL(/\/dapcon\/\d+\/1$/);
    const panel = page.getByRole('table', { name: t.panel });
    await expect(panel.getByRole('row').filter({ hasText: t.hito30 })).toHaveCount(1);
    await expect(panel.getByRole('row').filter({ hasText: t.hito90 })).toHaveCount(1);
    const fila = panel.getByRole('row').filter({ hasText: t.hito30 });
    await expect(fila).toContainText('@');

    // 'Reenviar': asked first, then sent, and the reminder counts it.
    const antes = await fila.getByTestId('recordatorio-reenvios').count();
    await fila.getByRole('button', { name: t.reenviarDe }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t.pregunta);
    await dialog.getByRole('button').last().click();
    // The shell tells it in a modal; closed, the panel shows the new send (the other language's run may have resent it too).
    const hecho = page.getByRole('dialog').filter({ hasText: t.enviado });
    await expect(hecho).toBeVisible();
    await hecho.getByRole('button').last().click();
    await expect(hecho).toHaveCount(0);
    await expect(fila.getByTestId('recordatorio-reenvios')).toHaveText(t.reenviado);
    expect(antes).toBeLessThanOrEqual(1);
  });
}
