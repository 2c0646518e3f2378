import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { currentLocale, localePath } from "@/shared/i18n";
import { readSlipImage } from "@/features/deposit";
import styles from "./slip-page.module.css";

/** /slip?data=yyyymmdd_hhmmss: the saved deposit QR image, with a download (works after a reload). */
export function SlipPage() {
  const { t } = useTranslation("slip");
  const [params] = useSearchParams();
  const stamp = params.get("data");
  const image = readSlipImage(stamp);
  const home = localePath(currentLocale(), "/");
  return (
    <section className={styles.slipPage} data-testid="slip-page">
      <h1>{t("title")}</h1>
      {image ? (
        <>
          <img className={styles.slipImage} src={image} alt={t("imageAlt")} />
          <div className={styles.slipActions}>
            <a className="btn btn-gold" href={image} download={`deposit_${stamp}.png`}>
              {t("download")}
            </a>
            <Link className="btn btn-secondary" to={home}>
              {t("home")}
            </Link>
          </div>
        </>
      ) : (
        <div className={styles.slipMissing}>
          <p role="alert">{t("missing")}</p>
          <Link className="btn btn-gold" to={home}>
            {t("home")}
          </Link>
        </div>
      )}
    </section>
  );
}
