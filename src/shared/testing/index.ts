/** Test helpers for the slices above shared (test files only). */
export { renderApp } from "./render-app";
