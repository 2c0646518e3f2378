import { useTranslation } from "react-i18next";
import type { LobbyEvent } from "@/shared/api";
import { formatAmount } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { useProfile } from "@/entities/profile";
import { useActivateEvent } from "../api/bonus";
import { useBonusAction } from "../model/use-bonus-result";
import { ClaimBonusForm } from "./claim-bonus-form";
import { TabList } from "./tab-panels";
import panels from "./tab-panels.module.css";
import styles from "./activities-tab.module.css";

/** Tab 2: events with their bonus; get-bonus activates, then 'received bonus' (R-INFO-4). */
export function ActivitiesTabPanel() {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const events = profile?.events ?? [];
  return (
    <div className={panels.tabPanel}>
      {events.length === 0 ? (
        <p className={panels.infoEmpty}>{t("activities.empty")}</p>
      ) : (
        <TabList
          tab="activities"
          items={events}
          estimate={72}
          itemKey={(event) => event.id}
          itemClassName={styles.eventItem}
          renderItem={(event) => <EventRow event={event} />}
        />
      )}
      <ClaimBonusForm />
    </div>
  );
}

function EventRow({ event }: { event: LobbyEvent }) {
  const { t } = useTranslation("information");
  const activate = useActivateEvent();
  const bonus = useBonusAction();
  const onGet = () => bonus.start(() => activate.mutateAsync({ params: { path: { id: event.id } }, body: { bonus: event.bonus } }));
  return (
    <>
      <div className={styles.eventText}>
        <span className={styles.eventName}>{event.name}</span>
        <span className={panels.infoMuted}>
          {t("activities.bonus")}: {formatAmount(event.bonus)}
        </span>
      </div>
      {event.activated ? (
        <span className={`${styles.eventReceived} ${panels.textGreen}`}>{t("activities.received")}</span>
      ) : (
        <Button variant="gold" busy={bonus.busy} disabled={bonus.locked} onClick={() => void onGet()} aria-label={`${t("activities.getBonus")} ${event.name}`}>
          {t("activities.getBonus")}
        </Button>
      )}
    </>
  );
}
