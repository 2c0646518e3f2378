// @vitest-environment node
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { messageTemplate } from "./index";

describe("messageTemplate", () => {
  it("fills a message translated once exactly as t would, wherever the parameter stands", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "th",
      resources: { th: { game: { play: "เล่น {{name}}", fav: "{{name}} อยู่ในรายการโปรด", both: "ก{{name}}ข" } } },
      interpolation: { escapeValue: false },
    });
    const t = i18n.getFixedT("th", "game");
    for (const key of ["play", "fav", "both"]) {
      const fill = messageTemplate(t, key, "name");
      for (const name of ["Mahjong Ways", "เสือนำโชค", "<b>x</b> & {{y}}", ""]) expect(fill(name)).toBe(t(key, { name }));
    }
  });
});
