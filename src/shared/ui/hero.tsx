import { useId, type ReactNode } from "react";
import styles from "./hero.module.css";

/**
 * A page's hero: its heading (the page's largest text: index.html keeps it hidden until its font
 * is in, src/app/fonts.css), an optional line and the actions (`children`).
 */
export function Hero({ title, text, children }: { title: ReactNode; text?: ReactNode; children: ReactNode }) {
  // Not a fixed id: the prerendered first paint holds the home page's guest and member variants.
  const id = useId();
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <h1 id={id} data-largest-text="">
        {title}
      </h1>
      {text ? <p>{text}</p> : null}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
