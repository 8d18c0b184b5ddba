// The bytes of the documents this server renders, kept beside their responses (entry.server.tsx makes them, the
// page cache and `sendResponse` send them), so sending one never reads it back through its body stream (a stream,
// its reader, a copy). Any other response, or one a middleware replaced, is read from its body.

const documentBytes = new WeakMap<Response, Buffer>();

/**
 * A document's response, its bytes kept beside it. Its body is a stream that hands out the very bytes when read
 * (anything but this server's own sending, which takes them from beside it): a byte array as the body is copied
 * whole by `Response` (undici's `extractBody`), fresh memory for every page.
 */
export const documentResponse = (html: Buffer, init: ResponseInit): Response => {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(html.buffer, html.byteOffset, html.byteLength));
      controller.close();
    },
  });
  const response = new Response(body, init);
  documentBytes.set(response, html);
  return response;
};

/**
 * A response whose headers can be changed: a document's own (made here, its headers are its own), or a copy of
 * any other (a fetched one's headers cannot be changed), since a copy of every page is a second body stream.
 */
export const withOwnHeaders = (response: Response): Response =>
  documentBytes.has(response) ? response : new Response(response.body, response);

/** A response's whole body: a rendered document's own bytes, or what its body stream holds. */
export const bytesOf = async (response: Response): Promise<Buffer> =>
  documentBytes.get(response) ?? Buffer.from(await response.arrayBuffer());
