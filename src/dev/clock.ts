// Development only: the "time" control of the mock panel. The app's countdowns (deposit 15 min,
// withdraw 30 min) and session expiry are computed from Date.now() on each 1 s tick of their
// Effector models, so speeding up Date.now() fast-forwards them without touching the models:
// at 60× a 15-minute deposit countdown runs out in 15 s. The poll intervals (5 s, 10 s) and the
// 8 s notices keep their real pace, so each answer of a journey stays on screen long enough to
// see. The virtual time survives a reload (sessionStorage), so a restored countdown goes on.
const KEY = "lobby.dev-clock";
const realNow = Date.now.bind(Date);

interface Anchor {
  /** Real time (ms) of the last change. */
  real: number;
  /** Virtual time (ms) at that moment. */
  virtual: number;
  speed: number;
}

function read(): Anchor {
  try {
    const a = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Anchor | null;
    if (a && [a.real, a.virtual, a.speed].every(Number.isFinite) && a.speed > 0) return a;
  } catch {
    /* a broken entry: real time */
  }
  return { real: realNow(), virtual: realNow(), speed: 1 };
}

let anchor = read();
const listeners = new Set<() => void>();

const virtualNow = () => Math.round(anchor.virtual + (realNow() - anchor.real) * anchor.speed);

function reanchor(next: Partial<Pick<Anchor, "speed">> & { skipMs?: number }): void {
  const now = virtualNow();
  anchor = { real: realNow(), virtual: now + (next.skipMs ?? 0), speed: next.speed ?? anchor.speed };
  sessionStorage.setItem(KEY, JSON.stringify(anchor));
  listeners.forEach((l) => l());
}

export const clock = {
  install(): void {
    Date.now = virtualNow;
  },
  get speed(): number {
    return anchor.speed;
  },
  setSpeed(speed: number): void {
    reanchor({ speed });
  },
  /** Jump ahead: the next 1 s tick of a countdown sees the new time. */
  skip(ms: number): void {
    reanchor({ skipMs: ms });
  },
  /** Back to real time at 1×. */
  reset(): void {
    anchor = { real: realNow(), virtual: realNow(), speed: 1 };
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  /** How far the app's clock is ahead of the real one (ms). */
  ahead(): number {
    return virtualNow() - realNow();
  },
  onChange(listener: () => void): void {
    listeners.add(listener);
  },
};
