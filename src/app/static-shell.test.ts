import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import common from "@/shared/i18n/locales/th.json";
import home from "@/pages/home/locales/th.json";
import lobby from "@/pages/lobby/locales/th.json";

// index.html paints a static copy of the header and the home hero before the JS runs;
// its Thai text must stay what React renders next (no flash of different words).
const html = readFileSync(path.resolve(__dirname, "../../index.html"), "utf8");

describe("static app shell", () => {
  it("uses the Thai dictionary text of the header, member bar, home hero and lobby intro", () => {
    const texts = [
      home.heroTitle,
      lobby.title,
      lobby.intro,
      home.heroText,
      home.register,
      home.trial,
      home.play,
      common.nav.login,
      common.nav.register,
      common.nav.home,
      common.nav.lobby,
      common.nav.promotion,
      common.nav.article,
      common.nav.main,
      `${common.member.credit}: `,
      common.baht,
      common.member.bar,
      `</svg>${common.nav.deposit}</a>`,
      `</svg>${common.nav.withdraw}</a>`,
      common.android.title,
      common.android.install,
      common.android.dismiss,
    ];
    for (const text of texts) expect(html, text).toContain(text);
  });

  it("is replaced by React: the entry script comes after it", () => {
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('src="/src/app/main.tsx"'));
  });
});
