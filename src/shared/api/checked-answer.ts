/**
 * An accepted answer as the middleware read and checked it, handed to openapi-fetch without being
 * read again: its `json()` is the checked value. (openapi-fetch reads a 2XX with `json()` when it has
 * a Content-Length, with `text()` and `JSON.parse` otherwise, so a length is always set. Reading
 * the 380 kB catalogue a second time took about 27 ms on a phone profile at 4x CPU.) It travels
 * with the answer checks (vite.config.ts, group "checks"), which every answer loads before it is
 * read: the first screen's JavaScript does not carry it.
 */
class CheckedAnswer extends Response {
  readonly #value: unknown;
  constructor(value: unknown, answer: Response, text: string) {
    const headers = new Headers(answer.headers);
    // Not counted in bytes (encoding the catalogue to count them costs as much as reading it again):
    // openapi-fetch only asks whether a length is there and is not "0".
    if (!headers.has("Content-Length")) headers.set("Content-Length", String(text.length));
    super(null, { status: answer.status, headers });
    this.#value = value;
  }
  override json(): Promise<unknown> {
    return Promise.resolve(this.#value);
  }
}

export const checkedAnswer = (value: unknown, answer: Response, text: string): Response => new CheckedAnswer(value, answer, text);
