// npm run mock: Prism serving the contract on loopback (paths at its root; Vite strips /lobby/api).
import { bin, prismArgs, start, stopAllOnExit } from "./lib.mjs";

const port = Number(process.env.PRISM_PORT ?? 4010);
const prism = start("prism", bin("prism"), [...prismArgs(port), ...process.argv.slice(2)]);
stopAllOnExit([prism]);
