// A rendered document's bytes travel beside its response, so sending it reads no body stream
// (app/server/document-bytes.ts).
import { describe, expect, it } from 'vitest';
import { bytesOf, documentResponse, withOwnHeaders } from '~/server/document-bytes';

const html = Buffer.from('<!DOCTYPE html><html lang="nl"><body>€ 12,-</body></html>');

describe('document bytes', () => {
  it('gives a rendered document its own bytes back, its body left unread', async () => {
    const response = documentResponse(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(await bytesOf(response)).toBe(html);
    expect(response.bodyUsed).toBe(false);
    // The body is the same bytes for anything that reads it as a stream.
    expect(Buffer.from(await response.arrayBuffer()).equals(html)).toBe(true);
  });

  it('answers a document with itself, whose headers are its own to change, and its bytes beside it', async () => {
    const response = documentResponse(html, { status: 404, headers: { 'content-type': 'text/html' } });
    const own = withOwnHeaders(response);
    expect(own).toBe(response);
    own.headers.set('cache-control', 'no-store');
    expect(own.status).toBe(404);
    expect(own.headers.get('content-type')).toBe('text/html');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(await bytesOf(own)).toBe(html);
  });

  it('reads any other response from its body', async () => {
    const response = new Response('plain', { status: 200 });
    expect((await bytesOf(response)).toString()).toBe('plain');
    // A fetched response's headers cannot change: it is answered with a copy that can.
    const fetched = Response.redirect('http://localhost/elders', 302);
    expect(() => fetched.headers.set('x-a', '1')).toThrow();
    const moved = withOwnHeaders(fetched);
    moved.headers.set('x-a', '1');
    expect([moved.status, moved.headers.get('location'), moved.headers.get('x-a')]).toEqual([
      302,
      'http://localhost/elders',
      '1',
    ]);
    const copy = withOwnHeaders(new Response('fetched', { headers: { 'x-a': '1' } }));
    expect(copy.headers.get('x-a')).toBe('1');
    expect((await bytesOf(copy)).toString()).toBe('fetched');
  });
});
