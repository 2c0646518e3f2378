import * as z from "zod";

// The one import of zod's runtime (its types may be imported anywhere). The CSP has no
// 'unsafe-eval': without jitless, zod probes `new Function` on its first object parse and
// the browser reports a CSP violation (a DevTools issue, a best-practices failure).
z.config({ jitless: true });

export { z };
