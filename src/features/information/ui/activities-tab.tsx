import { useTranslation } from "react-i18next";
import type { LobbyEvent } from "@/shared/api";
import { formatAmount } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { VirtualList } from "@/shared/ui/virtual-list";
import { useProfile } from "@/entities/profile";
import { useActivateEvent } from "../api/bonus";
import { useBonusAction } from "../model/use-bonus-result";
import { ClaimBonusForm } from "./claim-bonus-form";

/** Tab 2: events with their bonus; get-bonus activates, then 'received bonus' (spec section 2). */
export function ActivitiesTabPanel() {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const events = profile?.events ?? [];
  return (
    <div className="activities-tab">
      {events.length === 0 ? (
        <p className="info-empty">{t("activities.empty")}</p>
      ) : (
        <VirtualList
          items={events}
          estimate={72}
          gap={8}
          className="event-list"
          aria-label={t("tabs.activities")}
          itemKey={(event) => event.id}
          itemClassName="event-item"
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
      <div className="event-text">
        <span className="event-name">{event.name}</span>
        <span className="info-muted">
          {t("activities.bonus")}: {formatAmount(event.bonus)}
        </span>
      </div>
      {event.activated ? (
        <span className="event-received text-green">{t("activities.received")}</span>
      ) : (
        <Button variant="gold" busy={bonus.busy} disabled={bonus.locked} onClick={() => void onGet()} aria-label={`${t("activities.getBonus")} ${event.name}`}>
          {t("activities.getBonus")}
        </Button>
      )}
    </>
  );
}
