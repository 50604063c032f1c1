/**
 * mf-empresas's screens drawn at build time for the page the API writes (docs/decisions.md 'The
 * signed-in list page drawn by the server'): /empresas, in each language, as the area's own code draws
 * it while its first page is on its way, with the rows it will draw from that page as templates
 * (firstRows.ts draws them). The API's page sets it inside the frame the shell drew, for a browser
 * whose session may open it. Node only: build-pages.mjs bundles and runs it (config/first-screen.js).
 */
import { prefetchList } from '@dapcon/shared-ui/data';
import { configureApi, i18n, type Lang } from '@dapcon/shared-sdk';
import { queryClient } from '@dapcon/shared-sdk/query';
import { organizaciones, type EmpresaListItem } from '@dapcon/contract/empresas';
import { drawAt, inEachLanguage } from '../../config/first-screen-render';
import './i18n';
import { EmpresasList } from './features/empresas/EmpresasList';
import { FIRST_ROW_KINDS, rowTexts, sampleRow } from './firstRows';

/** What first-screens.json holds: each path's HTML in each language, and the area's scripts that draw its data. */
export interface FirstScreens {
  screens: { path: string; html: Record<Lang, string>; scripts?: string[] }[];
}

/** The drawing's API base: nothing leaves the build (fetch answers the sample page itself). */
const BASE = 'http://drawn.invalid/api';

/**
 * Runs `ask` with every request answered `answer` by the drawing itself (build time, in Node: nothing
 * leaves the build); gives the path and query asked under the API's base.
 */
async function answering(answer: unknown, ask: () => Promise<void>): Promise<string> {
  let asked = '';
  // eslint-disable-next-line no-restricted-properties -- build time: the SDK's own request, answered here
  const real = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- build time: the SDK's own request, answered here
  globalThis.fetch = (async (request: Request) => {
    asked = request.url.slice(BASE.length);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    queryClient.clear();
    await ask();
  } finally {
    // eslint-disable-next-line no-restricted-properties -- build time: the SDK's own request, answered here
    globalThis.fetch = real;
  }
  return asked;
}

/**
 * /empresas as the list draws it while its first page loads (its skeleton), its table's body naming the
 * page the app asks for first (`data-first-rows`, under the API's base) and holding one template row of
 * each kind, as the list draws a row (firstRows.ts fills them), and the texts the rows need.
 */
async function drawList(path: string): Promise<string> {
  const skeleton = drawAt(path, <EmpresasList />);
  // The page the list asks for first, answered with one sample row of each kind.
  const data: EmpresaListItem[] = FIRST_ROW_KINDS.map(sampleRow);
  const asked = await answering({ status: 'Success', message: '', data: { data, total: data.length, per_page: 20, current_page: 1 } }, () => prefetchList(organizaciones, ''));
  const withRows = drawAt(path, <EmpresasList />);
  queryClient.clear();
  const rows = /<tbody[^>]*>(.*?)<\/tbody>/s.exec(withRows)?.[1]?.match(/(?:<style[^>]*>[^<]*<\/style>)*<tr[\s>].*?<\/tr>/gs) ?? [];
  if (!asked.startsWith('/organizaciones?') || rows.length !== FIRST_ROW_KINDS.length) throw new Error(`the drawn list has no templates (asked ${asked}, ${rows.length} rows)`);
  // The rows' own styles, which the skeleton's render did not write.
  const styles = (withRows.match(/<style data-emotion=[^>]*>[^<]*<\/style>/g) ?? []).filter((tag) => !skeleton.includes(tag)).join('');
  const templates = rows.map((row, i) => `<template data-kind="${FIRST_ROW_KINDS[i]}">${row}</template>`).join('');
  const texts = JSON.stringify(rowTexts(i18n.t.bind(i18n))).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const marked = skeleton.replace(/<tbody([^>]*)>/, (_, attributes: string) => `<tbody${attributes} data-first-rows="${asked.replace(/&/g, '&amp;')}" data-texts="${texts}">${templates}`);
  if (marked === skeleton) throw new Error('the drawn list has no table body');
  return styles + marked;
}

export async function renderScreens(): Promise<FirstScreens> {
  configureApi({ baseUrl: BASE });
  return { screens: [{ path: '/empresas', html: await inEachLanguage(() => drawList('/empresas')) }] };
}
