import { afterEach, vi } from "vitest";

// Tests without a DOM (`// @vitest-environment node`: models, the contract, scripts/) skip the DOM
// library and the DOM clean-up: jsdom and React's DOM renderer are most of a file's start-up time.
if (typeof window !== "undefined") {
  const { configure } = await import("@testing-library/react");
  // findBy*/waitFor wait up to 15 s: lazy chunks (the footer, popups) load several times slower on a
  // machine busy with other work than testing-library's 1 s default allows. A wait is for something
  // that comes: a failing one still fails, only later; a passing one takes no longer.
  configure({ asyncUtilTimeout: 15_000 });
}

afterEach(() => {
  vi.useRealTimers();
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split("; ")) {
    const name = c.split("=")[0];
    // "/lobby/" too: the session cookies live there (entities/session).
    if (name) for (const path of ["/", "/lobby/"]) document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
