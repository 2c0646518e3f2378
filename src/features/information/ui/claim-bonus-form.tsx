import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/shared/ui/button";
import { Field } from "@/shared/ui/field";
import { FIELD_MAX, normalizeDigits } from "@/shared/lib/form";
import { useClaimBonus } from "../api/bonus";
import { useBonusAction } from "../model/use-bonus-result";
import panels from "./tab-panels.module.css";

const asBonusId = (v: string): number | null => (/^\d{1,9}$/.test(v) && Number(v) >= 1 ? Number(v) : null);

/**
 * Bonus claim by id (R-FLOW-11: post, refetch profile, dialog). The spec does not say
 * where the player starts it; here the player types the bonus number given by support or a
 * campaign, and a link with ?info=activities&bonus=<id> fills it in.
 */
export function ClaimBonusForm() {
  const { t } = useTranslation("information");
  const [params] = useSearchParams();
  const [value, setValue] = useState(() => normalizeDigits(params.get("bonus") ?? "").slice(0, FIELD_MAX.bonusId));
  const claim = useClaimBonus();
  const bonus = useBonusAction();
  const id = asBonusId(value.trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (id === null || bonus.locked) return;
    void bonus.start(() => claim.mutateAsync({ params: { path: { id } } }));
  };

  return (
    <form className={panels.infoCard} onSubmit={submit} noValidate>
      <h3 className={panels.infoCardTitle}>{t("activities.claimTitle")}</h3>
      <Field
        label={t("activities.claimField")}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(normalizeDigits(e.target.value).slice(0, FIELD_MAX.bonusId))}
        hint={t("activities.claimHint")}
      />
      <Button type="submit" variant="gold" block busy={bonus.busy} disabled={id === null || bonus.locked}>
        {t("activities.claim")}
      </Button>
    </form>
  );
}
