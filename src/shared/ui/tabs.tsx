import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs with arrow-key navigation; the panel is rendered by the caller. The strip
 * scrolls sideways (swipe) when the labels do not fit, and the selected tab is always
 * scrolled into view: on opening, on a tap, by keyboard and by back/forward.
 */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = items.findIndex((item) => item.key === value);
  const mounted = useRef(false);
  const stripRef = useRef<HTMLDivElement>(null);
  // Tabs past an edge mark it (data-more-start / data-more-end: the stylesheet fades that edge).
  // Read in a ResizeObserver and on scroll, after layout: nothing forces one while the page loads.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const end = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute("data-more-start", strip.scrollLeft > 1);
      strip.toggleAttribute("data-more-end", strip.scrollLeft < end - 1);
    };
    // The tabs too: a label that widens (its web font arrives, another language) grows the strip's
    // content, not its box, and the strip's own observer would not hear of it.
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    for (const tab of strip.children) observer.observe(tab);
    strip.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener("scroll", update);
    };
  }, [items.length]);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // A strip that opens on its first tab is already in place: no layout is read for it (on the
    // home page that read forced a layout of the whole page while it was still loading).
    if (first && selectedIndex <= 0) return;
    // Next frame: a popup around the tabs opens (showModal) in its own effect, after this one.
    const frame = requestAnimationFrame(() => {
      const tab = refs.current[selectedIndex];
      const strip = tab?.parentElement;
      if (!tab || !strip) return;
      // Only the strip scrolls, never the page or the popup behind it (scrollIntoView would).
      const t = tab.getBoundingClientRect();
      const box = strip.getBoundingClientRect();
      if (t.left < box.left) strip.scrollLeft += t.left - box.left;
      else if (t.right > box.right) strip.scrollLeft += t.right - box.right;
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedIndex]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    let next = index + delta;
    if (e.key === "Home") next = 0;
    if (e.key === "End") next = items.length - 1;
    if (next === index && delta === 0 && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const wrapped = (next + items.length) % items.length;
    const item = items[wrapped];
    if (!item) return;
    onChange(item.key);
    refs.current[wrapped]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" ref={stripRef}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === value}
            aria-controls={`${base}-panel`}
            tabIndex={item.key === value ? 0 : -1}
            className="tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} className="tabpanel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
