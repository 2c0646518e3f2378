/** Test helpers for the slices above shared (test files only). */
export { renderApp } from "./render-app";
export type { RenderedApp } from "./render-app";
