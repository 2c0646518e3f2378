import type { ResourceKey } from "i18next";

/**
 * The loaders of every dictionary the first screens do not need (./index.ts holds those): a file of
 * its own, loaded the first time one of these namespaces is read.
 */
export const files = import.meta.glob<ResourceKey>(
  [
    "/src/**/locales/*.json",
    "!/src/shared/i18n/locales/*.json",
    "!/src/pages/home/locales/*.json",
    "!/src/pages/lobby/locales/*.json",
    "!/src/entities/game/locales/*.json",
  ],
  { import: "default" },
);
