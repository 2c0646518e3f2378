import { lazy, Suspense, useState } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { $dialog, dialogClosed } from "@/shared/notify";
import { Dialog, RESULT_ARM_DELAY } from "@/shared/ui/dialog";
import { MessageBody, messageTitle } from "@/shared/ui/message-body";
import { ErrorBoundary } from "@/shared/ui/region-boundary";

/**
 * The message dialog's file travels with the footer's (vite.config.ts, "after-first-screen"), which
 * every page loads once its first screen is up: the first screen does not carry it.
 */
const NotificationDialog = lazy(() => import("@/shared/ui/notification-dialog").then((m) => ({ default: m.NotificationDialog })));

/** The message dialog, from the first message on (then kept, so it closes as a dialog closes). */
export function Messages() {
  const [needed, setNeeded] = useState(false);
  const shown = useUnit($dialog) !== null;
  // Set during render: React renders again at once, before anything is committed.
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <ErrorBoundary name="message-dialog" fallback={() => <PlainMessage />}>
      <Suspense fallback={null}>
        <NotificationDialog />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

/**
 * The message as plain text when the dialog's file cannot load (the connection dropped): a money
 * result is never lost to the route's error page. Closed by the dialog's own control; without the
 * next steps (support, again) and their buttons, which live in that file.
 */
function PlainMessage() {
  const { t } = useTranslation();
  const [dialog, close] = useUnit([$dialog, dialogClosed]);
  return (
    <Dialog open={dialog !== null} width={500} armDelay={RESULT_ARM_DELAY} title={messageTitle(t, dialog)} onClose={close}>
      <MessageBody dialog={dialog} />
    </Dialog>
  );
}
