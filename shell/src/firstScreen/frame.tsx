/**
 * The signed-in frame drawn at build time (docs/decisions.md 'The signed-in list page drawn by the
 * server'): the shell's own `Frame` before it knows the user (no menu entries, no user menu yet), in
 * each language, with a slot where the API's page sets the screen an area drew. Node only:
 * build-pages.mjs bundles and runs it (config/first-screen.js).
 */
import type { Lang } from '@dapcon/shared-sdk';
import { drawAt, inEachLanguage } from '../../../config/first-screen-render';
import { Frame } from '../app/Frame';

/** Where the area's drawn screen goes in the frame's HTML (the API's page replaces it). */
export const SCREEN_SLOT = '<div data-first-screen-slot=""></div>';

export async function renderScreens(): Promise<{ frame: Record<Lang, string> }> {
  const frame = await inEachLanguage((lang) => {
    const html = drawAt(
      '/',
      <Frame>
        <div data-first-screen-slot="" />
      </Frame>,
    );
    if (!html.includes(SCREEN_SLOT)) throw new Error(`the drawn frame (${lang}) has no slot for the screen`);
    return html;
  });
  return { frame };
}
