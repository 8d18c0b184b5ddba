// A form's answer that leaves the site: only a redirect to another origin (the payment provider) becomes the page
// that goes there itself, whose address cannot break out of its attribute.
import { describe, expect, it } from 'vitest';
import { leavingPage, offSiteTarget } from '../app/server/leaving-page';

const shop = new URL('https://shop.example/checkout/overzicht');
const redirect = (location: string, status = 303) => new Response(null, { status, headers: { location } });

describe('offSiteTarget', () => {
  it.each([
    ['another origin', redirect('https://psp.example/pay/1?x=1'), 'https://psp.example/pay/1?x=1'],
    [
      'another port of the host (the mock provider)',
      redirect('https://shop.example:4000/pay'),
      'https://shop.example:4000/pay',
    ],
    ['http elsewhere', redirect('http://127.0.0.1:4203/__mock/pay/p1'), 'http://127.0.0.1:4203/__mock/pay/p1'],
    ['a path of the site', redirect('/checkout/betalen'), null],
    ['an absolute address of the site', redirect('https://shop.example/checkout'), null],
    ['a scheme that is not the web', redirect('javascript:alert(1)'), null],
    ['not a redirect', new Response('ok', { status: 200 }), null],
    ['a redirect without a Location', new Response(null, { status: 303 }), null],
  ])('%s', (_, response, expected) => {
    expect(offSiteTarget(response, shop)).toBe(expected);
  });
});

describe('leavingPage', () => {
  const words = {
    lang: 'nl',
    title: 'Betalen',
    text: 'Je gaat zo naar de betaalpagina.',
    link: 'Naar de betaalpagina',
  };

  it('goes on at once, with a link, 200 and never stored', async () => {
    const page = leavingPage('https://psp.example/pay/1?a=1&b=2', words);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://psp.example/pay/1?a=1&amp;b=2">');
    expect(html).toContain('<a href="https://psp.example/pay/1?a=1&amp;b=2">Naar de betaalpagina</a>');
    expect(html).toContain('<h1>Betalen</h1>');
  });

  it('keeps an address and words inside their attribute and text', async () => {
    const html = await leavingPage('https://psp.example/"><script>x</script>', { ...words, title: '<b>' }).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<title>&lt;b&gt;</title>');
  });
});
