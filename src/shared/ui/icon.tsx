/** Decorative glyph icons (text, no icon font or SVG sprite to download). Always hidden from screen readers. */
const GLYPHS = {
  menu: "☰",
  refresh: "↻",
  copy: "⧉",
  close: "×",
  chat: "💬",
  eyeOpen: "◉",
  eyeClosed: "◎",
  star: "★",
  starEmpty: "☆",
  search: "⌕",
  back: "‹",
} as const;

export type IconName = keyof typeof GLYPHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span aria-hidden="true" className={`icon ${className ?? ""}`.trim()}>
      {GLYPHS[name]}
    </span>
  );
}
