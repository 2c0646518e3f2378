// npm run dev: Vite dev server (with the mock scenario panel) + Prism.
import { bin, prismArgs, start, stopAllOnExit } from "./lib.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const env = { ...process.env, PRISM_PORT: String(prismPort) };
const prism = start("prism", bin("prism"), prismArgs(prismPort), { env });
const vite = start("vite", bin("vite"), [], { env });
stopAllOnExit([prism, vite]);
