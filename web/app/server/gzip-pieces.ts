// Gzip assembled from pieces compressed ahead of time, so a stored page goes out in gzip with a fresh nonce
// without being compressed again (app/server/page-cache.ts; the measurement that keeps it: docs/performance.md
// "The server"). A gzip member is a header, one deflate stream and the CRC-32 and length of what it holds
// (RFC 1952); a deflate stream may be cut where a sync flush ends a piece on a byte boundary (RFC 1951 §3.2).
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Bytes and their raw deflate, made on their own: it ends with a sync flush, so any piece may follow it. */
export interface DeflatedPiece {
  bytes: Buffer;
  deflated: Buffer;
}

/** A piece compressed once, at the level renders are compressed at. */
export const deflatePiece = (bytes: Buffer): DeflatedPiece => ({
  bytes,
  deflated: deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
});

/** A few bytes (at most 65,535) that change on every answer, such as a nonce: one stored, uncompressed block. */
export const storedPiece = (bytes: Buffer): DeflatedPiece => {
  // Byte 0 (BFINAL 0, BTYPE 00: stored) stays 0; then the length and its complement, little-endian.
  const deflated = Buffer.alloc(5 + bytes.length);
  deflated.writeUInt16LE(bytes.length, 1);
  deflated.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(deflated, 5);
  return { bytes, deflated };
};

/** Gzip's header: deflate, no flags, no time, no extra flags, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block (fixed codes, end of block only): it ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** One gzip member holding the pieces' bytes in order. */
export const gzipPieces = (pieces: DeflatedPiece[]): Buffer => {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32(piece.bytes, crc);
    length += piece.bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), LAST_BLOCK, trailer]);
};
