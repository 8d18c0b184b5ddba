import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const consent = Buffer.from(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })).toString('base64');
const r = await fetch('http://localhost:4001/api/v2/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sanne.devries@example.com', password: 'Etalage2026' }) });
const token = (await r.json()).data.authToken;
for (const [path, login, locale] of [['/', 0, 'nl-NL'], ['/', 0, 'en-US'], ['/vloerkleden/wollen-vloerkleden', 0], ['/product/1102/x', 0], ['/zoeken?q=vloerkleed', 0], ['/account/overview', 1], ['/account/orders', 1], ['/account/addresses', 1], ['/account/login', 0], ['/blog', 0], ['/nope', 0]]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cookies = [{ name: 'cookiePreferences', value: consent, url: base }];
  if (login) cookies.push({ name: 'auth_token', value: token, url: base });
  if (locale) cookies.push({ name: 'locale', value: locale, url: base });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const msgs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(m.type() + ': ' + m.text().slice(0, 200)); });
  page.on('pageerror', (e) => msgs.push('pageerror ' + e.message));
  const resp = await page.goto(base + path);
  try { await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 8000 }); } catch { msgs.push('NOT HYDRATED'); }
  await page.waitForTimeout(300);
  console.log(path, locale ?? '', resp.status(), await page.title(), msgs.length ? msgs : 'clean');
  await context.close();
}
await browser.close();
