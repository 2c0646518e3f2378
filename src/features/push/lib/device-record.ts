import { PUSH_KEY, type PushDeviceRecord } from "@/shared/api/push-record";
import { safeStorage } from "@/shared/lib/storage";

/** This device's push record (the question's answer, the subscription's endpoint), shared by the host and the opt-in models. */
export const readRecord = (): PushDeviceRecord => safeStorage.getJson<PushDeviceRecord>(PUSH_KEY) ?? {};
export const writeRecord = (change: PushDeviceRecord) => safeStorage.setJson(PUSH_KEY, { ...readRecord(), ...change });

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export const base64UrlToBytes = (s: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};
