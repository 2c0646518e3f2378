import { safeStorage } from "@/shared/lib/storage";
import { PENDING_KEY } from "@/entities/session/@x/pending-request";
import type { RequestType } from "./model/process";

export type { RequestType };

/**
 * Light entry for the app shell: the kind of request this device still holds a record of, if any
 * (the record itself is read and checked by the request's own model, ./model/process.ts).
 */
export function storedPendingType(): RequestType | null {
  const type = safeStorage.getJson<{ type?: unknown }>(PENDING_KEY)?.type;
  return type === "deposit" || type === "withdraw" ? type : null;
}
