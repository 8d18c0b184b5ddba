// Rich text from the API is untrusted (docs/shell.md "Untrusted markup"): real XSS payloads must come
// out inert, while the formatting a content editor uses survives.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeInline } from '../app/components/rich-text';

const payloads: [string, string][] = [
  ['script element', '<p>Hoi</p><script>window.__x = 1</script>'],
  ['img onerror', '<img src="x" onerror="window.__x = 1">'],
  ['javascript: link', '<a href="javascript:window.__x=1">klik</a>'],
  ['svg onload', '<svg onload="window.__x=1"><circle r="1"/></svg>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>window.__x=1</script>"></iframe>'],
  ['inline handler', '<p onclick="window.__x=1" onmouseover="window.__x=1">tekst</p>'],
  ['style expression', '<p style="background:url(javascript:window.__x=1)">tekst</p>'],
  ['data: uri image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ['mutated markup', '<noscript><p title="</noscript><img src=x onerror=window.__x=1>"></noscript>'],
  ['form action', '<form action="javascript:window.__x=1"><button>Stuur</button></form>'],
  ['protocol-relative link', '<a href="//evil.example/">weg</a>'],
  ['entity-encoded javascript', '<a href="&#106;avascript:window.__x=1">klik</a>'],
];

describe('sanitizeHtml', () => {
  it.each(payloads)('neutralises %s', (_, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<form|\son\w+=|javascript:|data:text|style=|\/\/evil/i);
  });

  it('keeps the formatting content editors use', () => {
    const html =
      '<h2>Onderhoud</h2><p>Een <strong>wollen</strong> kleed <em>stofzuig</em> je <a href="/klantenservice">zo</a>.</p>' +
      '<ul><li>Vlekken</li></ul><img src="/media/x.svg" alt="Kleed">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('sanitizeInline', () => {
  it('keeps emphasis of search titles and drops everything else', () => {
    expect(sanitizeInline('Wollen <em>kleed</em> <img src=x onerror=alert(1)><b>Sahara</b>')).toBe(
      'Wollen <em>kleed</em> <b>Sahara</b>',
    );
  });
});
