import { fileURLToPath, URL } from "node:url";
import { defineConfig, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { securityHeaders } from "./scripts/security-headers.mjs";

// Prism serves the contract's paths at its root, so the proxy strips /lobby/api
// (see README, "Mock backend"). The same proxy serves dev and preview.
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const prism: ProxyOptions = {
  target: `http://127.0.0.1:${prismPort}`,
  changeOrigin: true,
  rewrite: (p) => p.replace(/^\/lobby\/api/, ""),
};
const proxy = { "/lobby/api": prism, "/postback": { target: prism.target, changeOrigin: true } };

export default defineConfig(({ mode }) => ({
  base: "/lobby/",
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@generated": fileURLToPath(new URL("./generated", import.meta.url)),
    },
  },
  define: {
    // Dev-only tooling (the mock scenario panel) is dropped from production bundles.
    __MOCK_PANEL__: JSON.stringify(mode === "development"),
  },
  plugins: [
    react(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      scope: "/lobby/",
      filename: "sw.js",
      manifest: {
        name: "Lobby",
        short_name: "Lobby",
        start_url: "/lobby/",
        scope: "/lobby/",
        display: "standalone",
        theme_color: "#0d0a1a",
        background_color: "#0d0a1a",
        icons: [{ src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        navigateFallback: "/lobby/index.html",
        navigateFallbackDenylist: [/^\/lobby\/api\//, /^\/lobby\/config\.json/],
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        runtimeCaching: [],
      },
    }),
  ],
  server: { port: Number(process.env.DEV_PORT ?? 5173), strictPort: true, host: "127.0.0.1", proxy },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    host: "127.0.0.1",
    proxy,
    headers: securityHeaders(),
  },
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 600 },
}));
