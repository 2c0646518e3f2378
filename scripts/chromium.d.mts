// Types of scripts/chromium.mjs for playwright.config.ts.
export const chromiumLaunch: { executablePath: string; args: string[] };
export const testBrowserLaunch: { executablePath: string; args: string[] };
