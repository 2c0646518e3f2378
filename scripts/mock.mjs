// npm run mock: Prism serving the contract on loopback (paths at its root; Vite strips /lobby/api).
// Arguments after `--` go to Prism (`npm run mock -- --errors`).
import { prismCommand, together } from "./lib.mjs";

const port = process.env.PRISM_PORT ?? 4010;
together([{ name: "prism", command: `${prismCommand(port)} {@}` }], { args: process.argv.slice(2) });
