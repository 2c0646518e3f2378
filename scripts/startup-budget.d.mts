// Types of scripts/startup-budget.mjs for e2e/startup-budget.spec.ts.
import type { Browser, Page } from "@playwright/test";

export interface StartupPage {
  name: string;
  path: string;
  member?: boolean;
}
export interface StartupResult extends StartupPage {
  files: { path: string; bytes: number }[];
  bytes: number;
}
export const STARTUP_CEILING_KB: number;
export const PAGES: StartupPage[];
export function filesBeforeTakeOver(page: Page, url: string, options?: { member?: boolean }): Promise<string[]>;
export function measureStartup(dist?: string, options?: { browser?: Browser }): Promise<StartupResult[]>;
