// node shot2.mjs url out width [login] [locale] [action]
import { chromium } from '@playwright/test';
const [,, url, out, w, login, locale, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(w || 1280), height: 900 } });
const base = new URL(url).origin;
const consent = Buffer.from(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })).toString('base64');
await context.addCookies([{ name: 'cookiePreferences', value: consent, url: base }]);
if (locale) await context.addCookies([{ name: 'locale', value: locale, url: base }]);
if (login === 'known') {
  const r = await fetch('http://localhost:4001/api/v2/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sanne.devries@example.com', password: 'Etalage2026' }) });
  const j = await r.json();
  await context.addCookies([{ name: 'auth_token', value: j.data.authToken, url: base }]);
}
const page = await context.newPage();
await page.goto(url);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
if (action) await new Function('page', `return (async () => { ${action} })()`)(page);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
