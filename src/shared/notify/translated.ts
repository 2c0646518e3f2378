import { createEffect, sample } from "effector";
import { i18n } from "@/shared/i18n";
import { dialogShown, notified, type DialogContent, type DialogNext, type NoticeType } from "./model";

/** A message from a slice's dictionary, or server text shown as sent (`raw`). */
export interface MessageRequest {
  tone: NoticeType;
  key?: string;
  values?: Record<string, unknown>;
  /** Server text, shown as is. */
  raw?: string;
  /** Dialogs only: a title from the same dictionary. */
  titleKey?: string;
  /** Dialogs only: what happened to the money, from the same dictionary. */
  detailKey?: string;
  /** Dialogs only: the request's reference and the next steps offered. */
  reference?: string;
  next?: DialogNext[];
}

/**
 * A dialog effect and a toast effect that speak from one namespace. They translate
 * inside the effect so the dictionary can load first: a model may report a result
 * before (or without) its popup ever rendering.
 */
export function createMessageEffects(ns: string) {
  async function translate(key: string, values?: Record<string, unknown>): Promise<string> {
    if (i18n.isInitialized) await i18n.loadNamespaces(ns);
    return i18n.t(key, { ns, ...values });
  }
  const textOf = async (m: MessageRequest) => m.raw ?? (m.key ? await translate(m.key, m.values) : "");

  const dialogFx = createEffect(async (m: MessageRequest): Promise<DialogContent> => {
    const message = await textOf(m);
    const title = m.titleKey ? await translate(m.titleKey) : undefined;
    const detail = m.detailKey ? await translate(m.detailKey) : undefined;
    return {
      tone: m.tone,
      ...(title ? { title } : {}),
      message,
      ...(detail ? { detail } : {}),
      ...(m.reference ? { reference: m.reference } : {}),
      ...(m.next?.length ? { next: m.next } : {}),
    };
  });
  const noticeFx = createEffect(async (m: MessageRequest) => ({ type: m.tone, message: await textOf(m) }));
  sample({ clock: dialogFx.doneData, target: dialogShown });
  // A server that refuses without a message shows no empty toast.
  sample({ clock: noticeFx.doneData, filter: (n) => n.message.length > 0, target: notified });
  return { dialogFx, noticeFx };
}
