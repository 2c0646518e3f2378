/**
 * The support link with a message already typed, where the link allows it: a LINE official
 * account's add-friend link (`https://line.me/R/ti/p/@id`, `line://ti/p/@id`) becomes its
 * "send a message" link (`/R/oaMessage/@id/?text`, LINE's documented URL scheme). Any other
 * link (a web chat, a LINE group) is returned as it is: the player quotes the reference.
 */
export function supportHref(line: string, text?: string): string {
  if (!text) return line;
  const web = /^https:\/\/line\.me\/R\/(?:ti\/p|oaMessage)\/(@[^/?#]+)\/?$/i.exec(line);
  if (web?.[1]) return `https://line.me/R/oaMessage/${encodeURIComponent(web[1])}/?${encodeURIComponent(text)}`;
  const app = /^line:\/\/(?:ti\/p|oaMessage)\/(@[^/?#]+)\/?$/i.exec(line);
  if (app?.[1]) return `line://oaMessage/${encodeURIComponent(app[1])}/?${encodeURIComponent(text)}`;
  return line;
}
