/**
 * Every string of an answer, made safe to show before anything reads it (docs/product-decisions.md,
 * "Answers from the server"):
 * - bidi controls and zero-width characters are removed, so what a player sees is what a copy button
 *   copies (a right-to-left override once showed 4071234567 while 7654321704 was copied);
 * - a string longer than its field's limit is cut to it with "…" and logged, so no single answer
 *   (a 30 MB announcement, a 100 kB phone number or referral key) can freeze the tab.
 */

/** U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+206F, U+FEFF. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** Characters a string may have by the name of its field; every other string: TEXT_LIMIT. */
const FIELD_LIMITS: Readonly<Record<string, number>> = {
  // Announcement HTML from the back office.
  content: 65_536,
  access_token: 8_192,
  token: 8_192,
  url: 8_192,
  img: 8_192,
  image_url: 8_192,
  logo: 8_192,
  thumbnail: 8_192,
  // The referral link's QR code holds it: 256 characters stay far inside its capacity even as UTF-8.
  referral_key: 256,
};
/** Names, numbers, keys, messages: far beyond any real one, small enough to lay out at once. */
export const TEXT_LIMIT = 1_024;

export const limitOf = (field: string): number => FIELD_LIMITS[field] ?? TEXT_LIMIT;

/** One string made safe: invisible controls removed, cut to `limit` with "…". */
export function safeText(text: string, limit: number = TEXT_LIMIT): { text: string; cut: boolean } {
  // Cut first (a 30 MB string is never scanned whole), then strip, which only shortens it.
  const cut = text.length > limit;
  const head = cut ? text.slice(0, limit - 1) : text;
  const clean = head.replace(INVISIBLE, "");
  return { text: cut ? `${clean}…` : clean, cut };
}

/**
 * `value` with every string made safe, and the JSON pointers of the strings that were cut. Copied
 * only along the paths to a string that changed: an answer with nothing to mend (nearly all of them)
 * is returned as it came, and a pointer is built only for a string that was cut. (The catalogue
 * answer is some 17,000 values: walking it into a full copy with a pointer for every value took
 * 33-68 ms on a phone profile at 4x CPU.)
 */
export function safeAnswer(value: unknown): { value: unknown; cut: string[] } {
  const cut: string[] = [];
  const keys: Array<string | number> = [];
  const walk = (node: unknown, field: string): unknown => {
    if (typeof node === "string") {
      const safe = safeText(node, limitOf(field));
      if (safe.cut) cut.push(keys.map((key) => `/${key}`).join(""));
      return safe.text;
    }
    if (typeof node !== "object" || node === null) return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        keys.push(i);
        const next = walk(item, field);
        keys.pop();
        if (next !== item) (copy ??= [...(node as unknown[])])[i] = next;
      }
      return copy ?? node;
    }
    const record = node as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(record)) {
      keys.push(key);
      const item = record[key];
      const next = walk(item, key);
      keys.pop();
      // Spread and a computed key define, never assign: a key named "__proto__" (JSON.parse makes it an own property) stays a key.
      if (next !== item) copy = { ...(copy ?? record), [key]: next };
    }
    return copy ?? node;
  };
  return { value: walk(value, ""), cut };
}
