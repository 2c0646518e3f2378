import { useLayoutEffect, useRef, useState, type HTMLAttributes, type Key, type ReactNode } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";

/** The nearest ancestor that scrolls vertically (a popup's tab panel or body). */
function scrollParentOf(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === "auto" || overflowY === "scroll") return node;
  }
  return null;
}

export interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLUListElement>, "children"> {
  items: readonly T[];
  /** Estimated row height in px, gap included; rows are measured once shown. */
  estimate: number;
  /** Space between rows in px. */
  gap?: number;
  itemKey: (item: T, index: number) => Key;
  /** The row's content; the <li> around it is the list's. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Class of every <li>. */
  itemClassName?: string | ((item: T) => string);
  itemProps?: (item: T) => HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string>;
}

/**
 * A list that stays smooth at 50,000 rows: only the visible window (plus a few) is in the DOM.
 * It scrolls with its nearest scrolling ancestor (the list starts some way into it), so it sits
 * in a popup's panel with other content above and below. Rows may differ in height.
 */
export function VirtualList<T>({ items, estimate, gap = 0, itemKey, renderItem, itemClassName, itemProps, className, style, ...rest }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollEl, setScrollEl] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);

  // Where the list starts inside its scroller; re-measured when the content above changes size.
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = list ? scrollParentOf(list) : null;
    setScrollEl(scroller);
    if (!list || !scroller) return;
    const measure = () => setOffset(Math.round(list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop));
    measure();
    const content = scroller.firstElementChild;
    if (typeof ResizeObserver === "undefined" || !content) return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollEl,
    estimateSize: () => estimate,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item, index);
    },
    overscan: 6,
    gap,
    scrollMargin: offset,
  });

  return (
    <ul ref={listRef} className={`virtual-list ${className ?? ""}`.trim()} style={{ ...style, height: virtualizer.getTotalSize() }} {...rest}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        const cls = typeof itemClassName === "function" ? itemClassName(item) : itemClassName;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={cls}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            {...itemProps?.(item)}
            style={{ transform: `translateY(${row.start - offset}px)` }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
