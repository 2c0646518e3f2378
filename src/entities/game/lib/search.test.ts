// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildSearchIndex, normalise, searchCatalogue, topGames } from "./search";

const providers = [
  { code: "pgsoft", name: "PG Soft", category: "slot" },
  { code: "sexy", name: "Sexy Baccarat", category: "casino" },
];
const g = (code: string, name: string, name_th: string | undefined, provider: string, popularity: number, flags: string[] = []) => ({
  code,
  name,
  ...(name_th ? { name_th } : {}),
  provider,
  category: provider === "sexy" ? "casino" : "slot",
  popularity,
  flags,
});
const games = [
  g("mahjong-ways", "Mahjong Ways", "มาจองเวย์", "pgsoft", 100),
  g("mahjong-ways-2", "Mahjong Ways 2", "มาจองเวย์ 2", "pgsoft", 300, ["hot"]),
  g("fortune-tiger", "Fortune Tiger", "เสือนำโชค", "pgsoft", 50, ["recommended"]),
  g("baccarat-d17", "Baccarat D17", "บาคาร่า D17", "sexy", 200),
  g("caishen", "Caishen Wins", undefined, "pgsoft", 9_000, ["maintenance"]),
];
const index = buildSearchIndex(games, providers);
const codes = (term: string) => searchCatalogue(index, term).games.map((x) => x.code);

describe("normalise", () => {
  it("folds case, Latin diacritics and separators", () => {
    expect(normalise("  Mahjóng-WAYS ")).toBe("mahjong ways");
    expect(normalise("Crème Brûlée")).toBe("creme brulee");
  });
  it("strips Thai tone marks and upper/lower vowels", () => {
    expect(normalise("มาจองเวย์")).toBe("มาจองเวย");
    expect(normalise("เสือนำโชค")).toBe(normalise("เสือนำโชค"));
    expect(normalise("บาคาร่า")).toBe("บาคารา");
  });
});

describe("searchCatalogue", () => {
  it("matches Thai without tone marks", () => {
    expect(codes("มาจองเวย")).toEqual(["mahjong-ways", "mahjong-ways-2"]);
    expect(codes("บาคาร่า")).toEqual(["baccarat-d17"]);
  });
  it("matches Latin case- and diacritic-insensitively, every word in any order", () => {
    expect(codes("MAHJÓNG")).toEqual(["mahjong-ways", "mahjong-ways-2"]);
    expect(codes("ways 2 mahjong")).toEqual(["mahjong-ways-2"]);
  });
  it("finds games and providers by provider name", () => {
    const r = searchCatalogue(index, "pg soft");
    expect(r.providers.map((p) => p.code)).toEqual(["pgsoft"]);
    expect(r.games).toHaveLength(4);
  });
  it("returns nothing for an empty or unknown term", () => {
    expect(codes("   ")).toEqual([]);
    expect(codes("zzz")).toEqual([]);
  });
});

describe("topGames", () => {
  it("sorts by popularity with a boost for recommended, skipping maintenance", () => {
    expect(topGames(games).map((x) => x.code)).toEqual(["fortune-tiger", "mahjong-ways-2", "baccarat-d17", "mahjong-ways"]);
  });
});
