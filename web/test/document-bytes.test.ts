// A rendered document's bytes travel beside its response, so sending it reads no body stream
// (app/server/document-bytes.ts).
import { describe, expect, it } from 'vitest';
import { bytesOf, copyOf, documentResponse } from '~/server/document-bytes';

const html = Buffer.from('<!DOCTYPE html><html lang="nl"><body>€ 12,-</body></html>');

describe('document bytes', () => {
  it('gives a rendered document its own bytes back, its body left unread', async () => {
    const response = documentResponse(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(await bytesOf(response)).toBe(html);
    expect(response.bodyUsed).toBe(false);
    // The body is the same bytes for anything that reads it as a stream.
    expect(Buffer.from(await response.arrayBuffer()).equals(html)).toBe(true);
  });

  it('keeps the bytes, the status and the headers in a copy whose headers can change', async () => {
    const response = documentResponse(html, { status: 404, headers: { 'content-type': 'text/html' } });
    const copy = copyOf(response);
    copy.headers.set('cache-control', 'no-store');
    expect(copy.status).toBe(404);
    expect(copy.headers.get('content-type')).toBe('text/html');
    expect(response.headers.has('cache-control')).toBe(false);
    expect(await bytesOf(copy)).toBe(html);
  });

  it('reads any other response from its body', async () => {
    const response = new Response('plain', { status: 200 });
    expect((await bytesOf(response)).toString()).toBe('plain');
    const copy = copyOf(new Response('fetched', { headers: { 'x-a': '1' } }));
    expect(copy.headers.get('x-a')).toBe('1');
    expect((await bytesOf(copy)).toString()).toBe('fetched');
  });
});
