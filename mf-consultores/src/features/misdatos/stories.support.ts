// What the 'Mis datos' stories of an administrator and of a consultant share: the e-mail refused by the
// server (422), as a play.
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@dapcon/contract/auth';
import type { Lang } from '@dapcon/shared-sdk';

/**
 * Types `email` into the form's e-mail, presses 'Guardar' ('Desar'), and expects the server's
 * 'El correo ya está registrado.' under the field, as its accessible description.
 */
export function correoYaRegistradoPlay(lang: Lang, email: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    const correo = await page.findByRole('textbox', { name: lang === 'ca' ? /^Correu electrònic/ : /^Correo electrónico/ }, { timeout: 10_000 });
    await userEvent.clear(correo);
    await userEvent.type(correo, email);
    await userEvent.click(page.getByRole('button', { name: lang === 'ca' ? 'Desar' : 'Guardar' }));
    const message = AUTH_MESSAGES.correoYaRegistrado[lang];
    await expect(await page.findByText(message, {}, { timeout: 10_000 })).toBeVisible();
    await expect(correo).toHaveAccessibleDescription(message);
  };
}
