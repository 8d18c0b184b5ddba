import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { lowerModulePreloads } from '../app/server/document';

describe('lowerModulePreloads', () => {
  it('asks for low priority on every module preload, in the form React DOM writes them', () => {
    const head = renderToString(
      createElement(
        'head',
        null,
        createElement('link', { rel: 'modulepreload', href: '/assets/a.js', nonce: 'n' }),
        createElement('link', { rel: 'modulepreload', href: '/assets/b.js' }),
        createElement('link', { rel: 'preload', as: 'image', href: '/media/x.svg' }),
      ),
    );
    const lowered = lowerModulePreloads(head);
    expect(lowered.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[ab].js"/g)).toHaveLength(2);
    expect(lowered).toContain('<link rel="preload" as="image" href="/media/x.svg"/>');
  });

  it('leaves a preload that already states a priority, and the rest of the page, as they are', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/a.js"/><p>rel="modulepreload"</p>';
    expect(lowerModulePreloads(html)).toBe(html);
  });
});
