import type { Connect, Plugin } from "vite";

/** The path of a request the dev or preview server is answering (no query). */
export const pathOf = (req: Connect.IncomingMessage): string => new URL(req.url ?? "/", "http://x").pathname;

/** A plugin that answers with `handle` in both `npm run dev` and `vite preview` (the mock's own files). */
export const servedByDevAndPreview = (
  name: string,
  handle: Connect.NextHandleFunction,
): Pick<Plugin, "name" | "configureServer" | "configurePreviewServer"> => ({
  name,
  configureServer: (server) => void server.middlewares.use(handle),
  configurePreviewServer: (server) => void server.middlewares.use(handle),
});
