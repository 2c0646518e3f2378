/** Thai digits ๐-๙ become 0-9; everything else stays (amounts keep their separators). */
export function latinDigits(value: string): string {
  return value.replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50));
}

/** Thai digits ๐-๙ (U+0E50-U+0E59) become 0-9; everything that is not a digit is dropped. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50)).replace(/\D/g, "");
}
