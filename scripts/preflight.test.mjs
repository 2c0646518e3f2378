// The preflight's decision: install as root, stop with one command otherwise, never skip a part silently.
import { describe, expect, it } from "vitest";
import { BROTLI_MODULE, decide, missingParts, PARTS } from "./preflight.mjs";

const everywhere = () => true;

describe("preflight decision", () => {
  it("is ready when nothing is missing, without asking apt", () => {
    const available = () => {
      throw new Error("apt asked");
    };
    expect(decide({ missing: [], isRoot: false, hasApt: true, available })).toEqual({ kind: "ready", notes: [] });
  });

  it("installs what is missing when running as root", () => {
    const d = decide({ missing: ["chromium", "fonts-wqy-zenhei"], isRoot: true, hasApt: true, available: everywhere });
    expect(d).toEqual({ kind: "install", packages: ["chromium", "fonts-wqy-zenhei"], notes: [] });
  });

  it("stops with the one command to run when not root", () => {
    const d = decide({ missing: ["nginx", "libnginx-mod-http-brotli-filter"], isRoot: false, hasApt: true, available: everywhere });
    expect(d.kind).toBe("stop");
    expect(d.command).toBe("sudo sh -c 'apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-filter'");
    expect(d.message).toContain("nginx: the nginx e2e project");
  });

  it("leaves out the brotli module only where the archive lacks it, and says so", () => {
    const d = decide({ missing: ["libnginx-mod-http-brotli-filter", "nginx"], isRoot: true, hasApt: true, available: (p) => p === "nginx" });
    expect(d.kind).toBe("install");
    expect(d.packages).toEqual(["nginx"]);
    expect(d.notes.join()).toMatch(/libnginx-mod-http-brotli-filter is not in this system's package archive/);
  });

  it("never leaves out a required part, even where apt does not know it", () => {
    const d = decide({ missing: ["chromium"], isRoot: true, hasApt: true, available: () => false });
    expect(d).toMatchObject({ kind: "install", packages: ["chromium"] });
  });

  it("stops without a command on a system without apt", () => {
    const d = decide({ missing: ["chromium"], isRoot: true, hasApt: false, available: everywhere });
    expect(d).toMatchObject({ kind: "stop", command: null });
    expect(d.message).toContain("chromium");
  });
});

describe("what is missing", () => {
  it("is read from each part's files", () => {
    const present = new Set(["/usr/bin/chromium", "/usr/bin/firefox-esr", "/usr/sbin/nginx", BROTLI_MODULE]);
    expect(missingParts(PARTS, (f) => present.has(f), {})).toEqual([
      "chromium-headless-shell",
      "fonts-liberation",
      "fonts-wqy-zenhei",
      "webkit2gtk-driver",
      "xvfb",
      "openssl",
    ]);
  });

  it("takes both browsers from CHROME_PATH when set, as scripts/chromium.mjs does", () => {
    const present = new Set(PARTS.flatMap((p) => p.files));
    expect(missingParts(PARTS, (f) => present.has(f), { CHROME_PATH: "/opt/chrome" })).toEqual(["chromium-headless-shell", "chromium"]);
    present.add("/opt/chrome");
    expect(missingParts(PARTS, (f) => present.has(f), { CHROME_PATH: "/opt/chrome" })).toEqual([]);
  });
});
