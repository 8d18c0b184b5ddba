import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const check = async (page, label) => {
  const broken = await page.evaluate(() => {
    const out = [];
    for (const attr of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-activedescendant', 'for', 'aria-owns']) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const id of el.getAttribute(attr).split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) out.push(`${el.tagName.toLowerCase()}.${el.className} ${attr}=${id}`);
        }
      }
    }
    return out;
  });
  console.log(label, broken.length ? broken : 'ok');
};
const consent = Buffer.from(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })).toString('base64');
for (const [label, path, withConsent, act] of [
  ['wall', '/', false, async (p) => { await p.getByRole('tab').nth(1).click().catch(() => {}); }],
  ['home', '/', true, null],
  ['category', '/vloerkleden/wollen-vloerkleden', true, null],
  ['cart', '/', true, async (p) => { await p.getByRole('button', { name: /Winkelwagen/ }).first().click(); await p.getByRole('dialog').waitFor(); }],
  ['search', '/', true, async (p) => { await p.keyboard.press('/'); await p.getByRole('dialog').waitFor(); await p.keyboard.type('vloerkleed'); await p.waitForTimeout(800); await p.keyboard.press('ArrowDown'); }],
  ['menu390', '/', true, async (p) => { await p.setViewportSize({ width: 390, height: 800 }); await p.getByRole('button', { name: /Menu/i }).first().click(); await p.getByRole('dialog').waitFor(); }],
]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (withConsent) await context.addCookies([{ name: 'cookiePreferences', value: consent, url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await check(page, label + ' (hydrated)');
  if (act) { try { await act(page); await page.waitForTimeout(300); await check(page, label + ' (after)'); } catch (e) { console.log(label, 'act failed', e.message.split('\n')[0]); } }
  await context.close();
}
await browser.close();
