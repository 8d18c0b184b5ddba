// A form's answer that leaves the site (docs/decisions/forms-before-javascript.md): the payment provider's page
// after 'Bestellen en betalen' or 'Opnieuw betalen' sent before or without JavaScript. The pages' policy lets a
// form send only to the site (`form-action 'self'`, server/http-policy.ts), and browsers hold a form's redirects
// to it as well: a 303 to the provider would be blocked. The action's 303 off the site is answered instead with a
// page that goes there itself: a refresh at once, which is no form's navigation (and takes this page's place in
// the history), and a link for a browser that does not follow it. Nothing but the action's own answer is shown.

/** The words of the page, in the shopper's language. */
export interface LeavingWords {
  lang: string;
  title: string;
  text: string;
  link: string;
}

/** Where an action's redirect leads when it leaves the site: an http(s) address of another origin, else null. */
export const offSiteTarget = (response: Response, url: URL): string | null => {
  if (response.status < 300 || response.status >= 400) return null;
  const location = response.headers.get('location');
  if (location === null) return null;
  let target: URL;
  try {
    target = new URL(location, url);
  } catch {
    return null;
  }
  const isWeb = target.protocol === 'https:' || target.protocol === 'http:';
  return isWeb && target.origin !== url.origin ? target.href : null;
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The page that goes on to `to` (an http(s) address, offSiteTarget's), 200 and never stored. */
export const leavingPage = (to: string, words: LeavingWords): Response => {
  const href = escapeHtml(to);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(words.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<title>${escapeHtml(words.title)}</title>`,
    '</head>',
    '<body style="font-family: system-ui, sans-serif; max-width: 560px; margin: 3rem auto; padding: 0 1rem">',
    '<main>',
    `<h1>${escapeHtml(words.title)}</h1>`,
    `<p>${escapeHtml(words.text)}</p>`,
    `<p><a href="${href}">${escapeHtml(words.link)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
};
