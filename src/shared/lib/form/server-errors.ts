import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toApiError, type ApiError } from "@/shared/api";
import { i18n } from "@/shared/i18n";

/** The translated generic text for an error the server did not explain (common namespace). */
export function genericErrorText(error: ApiError): string {
  if (error.kind === "network") return i18n.t("errors.network");
  if (error.kind === "timeout") return i18n.t("errors.timeout");
  if (error.kind === "incomplete") return i18n.t("errors.incomplete");
  if (error.kind === "refused") return i18n.t("errors.refused");
  return i18n.t("errors.server");
}

/**
 * Puts server field errors under the form's own fields (setError, type "server")
 * and returns everything else for the red <ErrorList>. Never empty when nothing
 * landed under a field, so the player always sees why the submit failed.
 */
export function applyServerErrors<T extends FieldValues>(
  raw: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): { error: ApiError; messages: string[] } {
  const error = toApiError(raw);
  const messages = [...error.messages];
  let placed = 0;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!message) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      messages.push(message);
    }
  }
  if (messages.length === 0 && placed === 0) messages.push(genericErrorText(error));
  return { error, messages };
}

/**
 * The red <ErrorList> of a form whose server error lives in a model store: the server's messages,
 * then the field errors for every field the form does not show (`shownFields` are shown under
 * their fields), or the generic text when the server said nothing a player can read.
 */
export function formErrorMessages(error: ApiError | null, shownFields: readonly string[] = []): string[] {
  if (!error) return [];
  const elsewhere = Object.entries(error.fieldErrors)
    .filter(([field]) => !shownFields.includes(field))
    .map(([, message]) => message);
  const messages = [...new Set([...error.messages, ...elsewhere])];
  return error.hasServerText ? messages : [...messages, genericErrorText(error)];
}
