import { z } from "zod";

// The CSP has no 'unsafe-eval': without jitless, zod probes `new Function` and the
// browser reports a CSP violation (a DevTools issue, a best-practices failure). This
// module is the first zod user at start (config.json), so the setting covers the forms too.
z.config({ jitless: true });

/** Shape of /lobby/config.json (README, "Runtime configuration"). */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  postbackUrl: z.string().min(1),
  site: z.object({
    name: z.string().min(1),
    url: z.string().min(1),
    line: z.url(),
    referral: z.string().min(1),
  }),
  features: z.object({
    realOtp: z.boolean(),
    androidAppUrl: z.string().nullable(),
  }),
  bannerClickSink: z.string().nullable(),
  gameFrameOrigins: z.array(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
