// Gzip assembled from pieces compressed ahead of time (app/server/gzip-pieces.ts): whatever the pieces, the
// member decodes to their bytes in order, as gunzip (zlib, as browsers use it) checks CRC-32 and length.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePiece, gzipPieces, storedPiece } from '../app/server/gzip-pieces';

const text = (bytes: number) =>
  Buffer.from('<p>Wollen vloerkleed Liv wit</p>'.repeat(Math.ceil(bytes / 32)).slice(0, bytes));

describe('gzip of pieces', () => {
  it.each([
    ['no piece', []],
    ['one deflated piece', [deflatePiece(text(100_000))]],
    ['an empty deflated piece', [deflatePiece(Buffer.alloc(0))]],
    [
      'pieces around stored bytes',
      [deflatePiece(text(5_000)), storedPiece(Buffer.from('N3w+n0nce/==')), deflatePiece(text(70))],
    ],
    [
      'stored bytes first and last',
      [storedPiece(Buffer.from('a')), deflatePiece(text(10)), storedPiece(Buffer.from('b'))],
    ],
    ['the most bytes one stored block holds', [storedPiece(text(65_535))]],
  ])('decodes to the bytes of %s in order', (_, pieces) => {
    const gzip = gzipPieces(pieces);
    expect(gunzipSync(gzip).equals(Buffer.concat(pieces.map((piece) => piece.bytes)))).toBe(true);
  });

  it('compresses the deflated pieces and leaves stored bytes as they are', () => {
    const page = text(100_000);
    expect(gzipPieces([deflatePiece(page)]).length).toBeLessThan(page.length / 20);
    expect(gzipPieces([storedPiece(Buffer.from('nonce'))]).includes(Buffer.from('nonce'))).toBe(true);
  });
});
