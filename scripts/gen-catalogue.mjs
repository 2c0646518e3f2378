#!/usr/bin/env node
// Writes openapi/examples/catalogue.json: the `full` example of GET /catalogue
// (an OpenAPI Example Object: { summary, description, value: { providers, games } }).
//
// The output is deterministic: a fixed seed drives every random choice, so running the
// script twice gives byte-identical files and reviews only show real changes.
//
//   node scripts/gen-catalogue.mjs           # (re)write the file
//   node scripts/gen-catalogue.mjs --check   # exit 1 if the file is missing or stale
//
// Images: logos and thumbnails are relative paths (/lobby/games/<provider>.svg and
// /lobby/games/art/<provider>/<code>.svg), drawn by scripts/gen-provider-art.mjs into mock/games/,
// so the mock works offline.

import { resolve } from "node:path";
import { root, writeOrCheck } from "./lib.mjs";

const SEED = 20261122;
const TOTAL_GAMES = 2000;
const OUT = resolve(root, "openapi/examples/catalogue.json");

// mulberry32: tiny, fast, good enough for fixtures, identical on every platform.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const pick = (list) => list[Math.floor(rand() * list.length)];
const chance = (p) => rand() < p;
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// ---------------------------------------------------------------------------
// Providers. `weight` only shapes how many slot titles each provider gets.
// ---------------------------------------------------------------------------
const PROVIDERS = [
  // slot
  { code: "pgsoft", name: "PG Soft", category: "slot", weight: 8 },
  { code: "joker", name: "Joker Gaming", category: "slot", weight: 6 },
  { code: "pragmatic", name: "Pragmatic Play", category: "slot", weight: 10 },
  { code: "jili", name: "JILI", category: "slot", weight: 6 },
  { code: "simpleplay", name: "SimplePlay", category: "slot", weight: 4 },
  { code: "redtiger", name: "Red Tiger", category: "slot", weight: 6 },
  { code: "spadegaming", name: "Spadegaming", category: "slot", weight: 4 },
  { code: "habanero", name: "Habanero", category: "slot", weight: 5 },
  { code: "microgaming", name: "Microgaming", category: "slot", weight: 7 },
  { code: "playngo", name: "Play'n GO", category: "slot", weight: 6 },
  { code: "netent", name: "NetEnt", category: "slot", weight: 6 },
  { code: "nolimitcity", name: "Nolimit City", category: "slot", weight: 3 },
  { code: "relax", name: "Relax Gaming", category: "slot", weight: 3 },
  { code: "cq9", name: "CQ9 Gaming", category: "slot", weight: 5 },
  { code: "askmebet", name: "AMB Slot", category: "slot", weight: 3 },
  { code: "yggdrasil", name: "Yggdrasil", category: "slot", weight: 3 },
  { code: "kingmaker", name: "Kingmaker", category: "slot", weight: 2 },
  { code: "jdb", name: "JDB Gaming", category: "slot", weight: 4 },
  { code: "fachai", name: "FA CHAI", category: "slot", weight: 3 },
  { code: "evoplay", name: "Evoplay", category: "slot", weight: 3, active: false },
  // live casino
  { code: "sexy", name: "Sexy Baccarat", category: "casino" },
  { code: "sagaming", name: "SA Gaming", category: "casino" },
  { code: "ag", name: "AG Asia Gaming", category: "casino" },
  { code: "pretty", name: "Pretty Gaming", category: "casino" },
  { code: "wm", name: "WM Casino", category: "casino" },
  { code: "evolution", name: "Evolution", category: "casino" },
  { code: "allbet", name: "AllBet", category: "casino" },
  { code: "dreamgaming", name: "Dream Gaming", category: "casino" },
  { code: "pragmaticlive", name: "Pragmatic Play Live", category: "casino" },
  { code: "biggaming", name: "Big Gaming", category: "casino" },
  // fish
  { code: "jokerfish", name: "Joker Fish", category: "fish" },
  { code: "jilifish", name: "JILI Fish", category: "fish" },
  { code: "spadefish", name: "Spadegaming Fishing", category: "fish" },
  { code: "cq9fish", name: "CQ9 Fishing", category: "fish" },
  // sport
  { code: "sbobet", name: "SBOBET", category: "sport" },
  { code: "saba", name: "SABA Sports", category: "sport", active: false },
];

// Well-known titles first (with the Thai nicknames players search for), then generated ones.
const KNOWN = {
  pgsoft: [
    ["Mahjong Ways", "มาจองเวย์"],
    ["Mahjong Ways 2", "มาจองเวย์ 2"],
    ["Treasures of Aztec", "สาวถ้ำทอง"],
    ["Lucky Neko", "แมวนำโชค"],
    ["Fortune Tiger", "เสือนำโชค"],
    ["Fortune Ox", "วัวนำโชค"],
    ["Fortune Rabbit", "กระต่ายนำโชค"],
    ["Fortune Mouse", "หนูนำโชค"],
    ["Caishen Wins", "ไฉ่ซิงนำโชค"],
    ["Ganesha Gold", "พระพิฆเนศทองคำ"],
    ["Dragon Hatch", "มังกรฟักไข่"],
    ["Wild Bandito", null],
    ["Queen of Bounty", "ราชินีโจรสลัด"],
    ["Medusa II", null],
    ["Candy Burst", null],
    ["Dreams of Macau", "ฝันมาเก๊า"],
    ["Leprechaun Riches", null],
    ["Ways of the Qilin", "กิเลนนำโชค"],
    ["Wild Bounty Showdown", null],
    ["Cocktail Nights", null],
  ],
  pragmatic: [
    ["Sweet Bonanza", "สวีทโบนันซ่า"],
    ["Gates of Olympus", "ประตูโอลิมปัส"],
    ["Starlight Princess", "เจ้าหญิงแสงดาว"],
    ["The Dog House", null],
    ["Sugar Rush", null],
    ["Wolf Gold", "หมาป่าทองคำ"],
    ["Great Rhino", null],
    ["Big Bass Bonanza", null],
    ["Aztec Gems", null],
    ["Wild West Gold", null],
  ],
  jili: [
    ["Super Ace", "ซุปเปอร์เอซ"],
    ["Fortune Gems", "อัญมณีนำโชค"],
    ["Golden Empire", "อาณาจักรทองคำ"],
    ["Money Coming", null],
    ["Boxing King", "ราชามวย"],
    ["Crazy777", null],
  ],
  joker: [
    ["Roma", "โรม่า"],
    ["Lucky God", null],
    ["Fire Reign", null],
    ["Golden Dragon", "มังกรทอง"],
  ],
  redtiger: [
    ["Dragon's Luck", null],
    ["Pirates' Plenty", null],
    ["Gonzo's Quest Megaways", null],
  ],
};

const FISH_TITLES = [
  "Fishing War",
  "Royal Fishing",
  "Ocean King",
  "Bombing Fishing",
  "Dinosaur Tycoon",
  "Jackpot Fishing",
  "Mega Fishing",
  "Happy Fishing",
  "All-star Fishing",
  "Boom Legend",
  "Dragon Fishing",
  "Fish Hunter",
  "Ocean Lord",
  "Golden Toad Fishing",
  "Zombie Party Fishing",
];
const FISH_TH = { "Fish Hunter": "นักล่าปลา", "Royal Fishing": "ตกปลาราชวงศ์", "Ocean King": "ราชาแห่งมหาสมุทร" };

const TABLE_GAMES = [
  ["Baccarat", "บาคาร่า"],
  ["Speed Baccarat", "บาคาร่าสปีด"],
  ["Squeeze Baccarat", "บาคาร่าบีบไพ่"],
  ["Dragon Tiger", "เสือมังกร"],
  ["Roulette", "รูเล็ต"],
  ["Sic Bo", "ไฮโล"],
  ["Fan Tan", "ฟันตัน"],
  ["Blackjack", "แบล็คแจ็ค"],
  ["Poker", null],
];

const SPORT_TITLES = [
  ["Sportsbook", "กีฬา"],
  ["Virtual Sports", "กีฬาเสมือนจริง"],
  ["E-Sports", "อีสปอร์ต"],
];

// English word → Thai word, used to give a share of generated slot titles a Thai name.
// Thai puts the modifier after the noun ("Golden Dragon" → "มังกรทอง").
const ADJ = {
  Golden: "ทอง",
  Lucky: "นำโชค",
  Wild: "ป่า",
  Mystic: "ลึกลับ",
  Royal: "ราชวงศ์",
  Sacred: "ศักดิ์สิทธิ์",
  Blazing: "เพลิง",
  Crystal: "คริสตัล",
  Eternal: "นิรันดร์",
  Ancient: "โบราณ",
  Mighty: "ผู้ยิ่งใหญ่",
  Jade: "หยก",
  Red: "แดง",
  Silver: "เงิน",
  Frozen: "น้ำแข็ง",
  Hidden: "ลับ",
  Magic: "มหัศจรรย์",
  Super: "ซุปเปอร์",
  Crazy: "บ้าคลั่ง",
  Sweet: "หวาน",
  Dark: "มืด",
  Shining: "ส่องแสง",
  Fiery: "ไฟ",
  Imperial: "จักรพรรดิ",
  Happy: "สุขสันต์",
};
const NOUN = {
  Dragon: "มังกร",
  Tiger: "เสือ",
  Phoenix: "หงส์",
  Panda: "แพนด้า",
  Koi: "ปลาคาร์ฟ",
  Elephant: "ช้าง",
  Temple: "วิหาร",
  Empire: "อาณาจักร",
  Queen: "ราชินี",
  King: "ราชา",
  Princess: "เจ้าหญิง",
  Warrior: "นักรบ",
  Samurai: "ซามูไร",
  Ninja: "นินจา",
  Pharaoh: "ฟาโรห์",
  Buffalo: "ควาย",
  Monkey: "ลิง",
  Lotus: "ดอกบัว",
  Jungle: "ป่า",
  Ocean: "มหาสมุทร",
  Candy: "ลูกอม",
  Fruit: "ผลไม้",
  Pirate: "โจรสลัด",
  Wolf: "หมาป่า",
  Gems: "อัญมณี",
  Treasure: "ขุมทรัพย์",
  Fortune: "โชคลาภ",
  Goddess: "เทพธิดา",
  Genie: "ยักษ์จีนี่",
  Rooster: "ไก่ชน",
  Mermaid: "นางเงือก",
  Zodiac: "นักษัตร",
  Castle: "ปราสาท",
  Volcano: "ภูเขาไฟ",
};
const SUFFIX = [
  "Megaways",
  "Deluxe",
  "Riches",
  "Legend",
  "Quest",
  "Rising",
  "Fortune",
  "Bonanza",
  "Blitz",
  "Gold",
  "Wilds",
  "Power",
  "Hold and Win",
  "Link",
  "Jackpot",
  "Party",
];
const PLACES = ["Aztec", "Olympus", "Macau", "Bangkok", "Siam", "Egypt", "Atlantis", "Valhalla", "Shanghai", "Samui", "Babylon", "Kyoto"];

function slotTitle() {
  const adj = pick(Object.keys(ADJ));
  const noun = pick(Object.keys(NOUN));
  switch (Math.floor(rand() * 5)) {
    case 0:
      return [`${adj} ${noun}`, `${NOUN[noun]}${ADJ[adj]}`];
    case 1:
      return [`${noun} ${pick(SUFFIX.filter((x) => x !== noun))}`, null];
    case 2:
      return [`${adj} ${noun} ${pick(SUFFIX)}`, null];
    case 3:
      return [`${noun} of ${pick(PLACES)}`, null];
    default:
      return [`${pick(PLACES)} ${noun}`, null];
  }
}

function flags() {
  const out = [];
  if (chance(0.08)) out.push("new");
  if (chance(0.12)) out.push("hot");
  if (chance(0.1)) out.push("recommended");
  if (chance(0.02)) out.push("maintenance");
  return out;
}

// Skewed popularity: a few titles dominate, most are in the long tail.
const popularity = (boost = 1) => Math.floor(Math.pow(rand(), 3) * 10000 * boost);

function build() {
  const providers = PROVIDERS.map((p) => ({
    code: p.code,
    name: p.name,
    category: p.category,
    logo: `/lobby/games/${p.code}.svg`,
    active: p.active !== false,
  }));

  const games = [];
  const used = new Map(PROVIDERS.map((p) => [p.code, new Set()]));
  const add = (p, name, nameTh, extra = {}) => {
    const seen = used.get(p.code);
    let code = slug(name);
    if (seen.has(code)) return false;
    seen.add(code);
    const game = { code, name };
    if (nameTh) game.name_th = nameTh;
    Object.assign(game, {
      provider: p.code,
      category: p.category,
      // Each game's own artwork (scripts/gen-provider-art.mjs draws it from provider, code and name).
      thumbnail: `/lobby/games/art/${p.code}/${code}.svg`,
      flags: extra.flags ?? flags(),
      popularity: extra.popularity ?? popularity(),
    });
    games.push(game);
    return true;
  };

  // Casino tables: every live provider gets a lobby plus numbered tables.
  for (const p of PROVIDERS.filter((x) => x.category === "casino")) {
    add(p, `${p.name} Lobby`, `ล็อบบี้ ${p.name}`, { flags: ["recommended"], popularity: popularity(1.5) });
    const tables = 10 + Math.floor(rand() * 10);
    for (let i = 0; i < tables; i++) {
      const [name, th] = pick(TABLE_GAMES);
      const table = `${String.fromCharCode(65 + Math.floor(rand() * 4))}${1 + Math.floor(rand() * 30)}`;
      add(p, `${name} ${table}`, th ? `${th} ${table}` : null);
    }
  }
  for (const p of PROVIDERS.filter((x) => x.category === "fish")) {
    const count = 8 + Math.floor(rand() * 6);
    for (const name of FISH_TITLES.slice(0, count)) add(p, name, FISH_TH[name] ?? null);
  }
  for (const p of PROVIDERS.filter((x) => x.category === "sport")) {
    for (const [name, th] of SPORT_TITLES) add(p, name, th, { flags: [], popularity: popularity(2) });
  }

  // Slots fill the rest, split by weight.
  const slots = PROVIDERS.filter((x) => x.category === "slot");
  const remaining = TOTAL_GAMES - games.length;
  const totalWeight = slots.reduce((s, p) => s + p.weight, 0);
  const quota = slots.map((p) => Math.floor((remaining * p.weight) / totalWeight));
  quota[0] += remaining - quota.reduce((a, b) => a + b, 0);
  slots.forEach((p, idx) => {
    let made = 0;
    for (const [name, th] of KNOWN[p.code] ?? []) {
      if (made >= quota[idx]) break;
      if (add(p, name, th, { popularity: 5000 + Math.floor(popularity() / 2) })) made++;
    }
    let guard = 0;
    while (made < quota[idx] && guard++ < 100000) {
      let [name, th] = slotTitle();
      if (used.get(p.code).has(slug(name)) && chance(0.5)) {
        const n = 2 + Math.floor(rand() * 2);
        name = `${name} ${n}`;
        th = th ? `${th} ${n}` : null;
      }
      if (add(p, name, chance(0.6) ? th : null)) made++;
    }
  });

  if (games.length !== TOTAL_GAMES) throw new Error(`expected ${TOTAL_GAMES} games, built ${games.length}`);
  return { providers, games };
}

// One provider / game per line keeps the file diffable without tripling its size.
function serialise(catalogue) {
  const rows = (list) => list.map((x) => "      " + JSON.stringify(x)).join(",\n");
  return [
    "{",
    '  "summary": "Full catalogue: 36 providers, 2,000 games",',
    `  "description": ${JSON.stringify(
      "Generated by scripts/gen-catalogue.mjs (seed " +
        SEED +
        "). Slot, live casino, fish and sport providers; two providers are inactive. " +
        "Some games carry a Thai name (name_th). Images are relative paths to the per-provider SVGs the app ships.",
    )},`,
    '  "value": {',
    '    "providers": [',
    rows(catalogue.providers),
    "    ],",
    '    "games": [',
    rows(catalogue.games),
    "    ]",
    "  }",
    "}",
    "",
  ].join("\n");
}

writeOrCheck({ [OUT]: serialise(build()) }, "node scripts/gen-catalogue.mjs");
