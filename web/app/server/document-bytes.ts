// The bytes of the documents this server renders, beside their responses (entry.server.tsx makes them, the page
// cache and `sendResponse` send them): a document is rendered whole into one buffer, and reading it back through
// the response's body stream (undici's `arrayBuffer()`: a stream, its reader, a copy) cost about 2 % of the
// server's CPU per category page. A response this server did not make this way, or one a middleware replaced, is
// read from its body as before.

const documentBytes = new WeakMap<Response, Buffer>();

/** A document's response, its bytes kept beside it. */
export const documentResponse = (html: Buffer, init: ResponseInit): Response => {
  const response = new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), init);
  documentBytes.set(response, html);
  return response;
};

/** A copy of a response whose headers can be changed (a fetched one's cannot), a document's bytes kept with it. */
export const copyOf = (response: Response): Response => {
  const bytes = documentBytes.get(response);
  return bytes ? documentResponse(bytes, response) : new Response(response.body, response);
};

/** A response's whole body: a rendered document's own bytes, or what its body stream holds. */
export const bytesOf = async (response: Response): Promise<Buffer> =>
  documentBytes.get(response) ?? Buffer.from(await response.arrayBuffer());
