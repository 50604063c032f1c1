import { chromium } from '@playwright/test';
const BASE = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
const seen = [];
page.on('response', async (r) => { if (r.url().endsWith('.js')) { const h = await r.allHeaders(); seen.push([r.url().replace(BASE,''), Number(h['content-length'] ?? 0), h['content-encoding']]); } });
await page.goto(`${BASE}/login`);
await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
await page.waitForTimeout(500);
let total = 0; for (const [u, n, e] of seen.sort((a,b)=>b[1]-a[1])) { total += n; console.log(String(n).padStart(8), e, u); }
console.log('TOTAL /login', total, seen.length);
await browser.close();
