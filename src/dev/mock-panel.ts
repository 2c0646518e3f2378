// Development-only scenario panel: a floating button with the mock journeys, the time control and
// every contract call with its named examples. Not player-facing, so it is plain DOM in English and
// never in production builds. The answers are installed earlier, by boot.ts.
import { onContractViolation } from "@/shared/api";
import { readChoices, SCENARIOS, writeChoice } from "@/dev/scenarios";
import { journeyPlayer } from "./boot";
import { clock } from "./clock";
import { JOURNEYS, findJourney } from "./journeys";
import { pushSection } from "./push-delivery";

const SPEEDS = [1, 10, 60, 120, 600];

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = "", css = ""): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.textContent = text;
  node.style.cssText = css;
  return node;
};

/** The journey list, the one in play (its instructions and the answers so far) and the time control. */
function journeySection(): HTMLElement {
  const section = el("section", "", "border-bottom:1px solid #ddd;margin-bottom:8px;padding-bottom:8px");
  section.setAttribute("aria-label", "Journeys");
  section.append(el("strong", "Journey"));
  const select = el("select", "", "width:100%;margin:4px 0");
  select.setAttribute("aria-label", "Journey");
  select.append(new Option("(none: per-call answers below)", ""));
  for (const j of JOURNEYS) select.append(new Option(j.name, j.name));
  const play = el("button", "Play from the start");
  play.onclick = () => (select.value ? journeyPlayer.play(select.value) : journeyPlayer.stop());
  const info = el("div", "", "margin-top:4px");
  const renderInfo = () => {
    const current = journeyPlayer.current();
    const journey = current && findJourney(current.name);
    select.value = current?.name ?? "";
    info.replaceChildren();
    if (!current || !journey) return;
    const steps = el("ol", "", "margin:4px 0;padding-left:18px");
    journey.watch.forEach((w) => steps.append(el("li", w)));
    const log = el("ol", "", "margin:4px 0;padding-left:18px;color:#555;max-height:8em;overflow:auto");
    log.setAttribute("aria-label", "Journey answers");
    current.log.forEach((l) => log.append(el("li", l)));
    info.append(el("div", journey.title, "font-weight:600"), el("div", `step ${current.state.step + 1} of ${journey.steps.length}`), steps, log);
  };
  renderInfo();
  journeyPlayer.onChange(renderInfo);

  // Time: the app's clock (countdowns, session expiry) at a chosen speed, or a jump ahead.
  const time = el("div", "", "display:flex;flex-wrap:wrap;gap:4px;align-items:center;margin-top:6px");
  const speed = el("select");
  speed.setAttribute("aria-label", "Clock speed");
  for (const s of SPEEDS) speed.append(new Option(`${s}×`, String(s)));
  if (!SPEEDS.includes(clock.speed)) speed.append(new Option(`${clock.speed}×`, String(clock.speed)));
  speed.value = String(clock.speed);
  speed.onchange = () => clock.setSpeed(Number(speed.value));
  const skip = (label: string, ms: number) => {
    const b = el("button", label);
    b.onclick = () => clock.skip(ms);
    return b;
  };
  const real = el("button", "Real time");
  real.onclick = () => clock.reset();
  const ahead = el("span", "", "color:#555");
  const renderTime = () => {
    speed.value = String(clock.speed);
    ahead.textContent = `+${Math.round(clock.ahead() / 1000)} s`;
  };
  renderTime();
  clock.onChange(renderTime);
  setInterval(renderTime, 1000);
  time.append(el("span", "Time"), speed, skip("+1 min", 60_000), skip("+5 min", 300_000), real, ahead);
  section.append(select, play, info, time);
  return section;
}

export function mountMockPanel(): void {
  const host = document.createElement("div");
  host.style.cssText = "position:fixed;left:8px;bottom:72px;z-index:9999;font:12px system-ui;color:#111";
  const toggle = document.createElement("button");
  const playing = journeyPlayer.current();
  toggle.textContent = playing ? `Mock ▶ ${playing.name}` : "Mock";
  toggle.title = "Mock journeys, time control and Prism examples per call";
  toggle.style.cssText = "background:#ffd54a;border:0;border-radius:6px;padding:6px 10px;cursor:pointer";
  const panel = document.createElement("div");
  panel.hidden = true;
  panel.style.cssText = "background:#fff;max-height:60vh;overflow:auto;padding:8px;border-radius:8px;box-shadow:0 4px 24px #0008;width:320px";
  // Contract violations of the answers so far (also on the console): dropped items and refused answers.
  const violations = document.createElement("ol");
  violations.setAttribute("aria-label", "Contract violations");
  violations.style.cssText = "margin:0 0 8px;padding-left:18px;color:#b00020";
  panel.append(journeySection(), pushSection(), violations);
  let count = 0;
  onContractViolation((r) => {
    count += 1;
    toggle.textContent = `Mock ⚠ ${count}`;
    toggle.style.background = "#ff8a80";
    const item = document.createElement("li");
    const lines = [...r.dropped.map((d) => `dropped ${d.path}: ${d.message}`), ...r.refused.map((e) => `refused ${e.path || "/"}: ${e.message}`)];
    item.textContent = `${r.route} ${r.status}: ${lines.join("; ")}`;
    violations.append(item);
  });
  const choices = readChoices();
  for (const s of SCENARIOS) {
    const row = document.createElement("label");
    row.style.cssText = "display:grid;gap:2px;margin-bottom:6px";
    const name = document.createElement("span");
    name.textContent = `${s.method} ${s.path}`;
    const select = document.createElement("select");
    select.append(new Option("(default)", ""));
    for (const e of s.examples) select.append(new Option(`${e.status} ${e.name}`, `${e.status}:${e.name}`));
    select.value = choices[s.operationId] ?? "";
    select.onchange = () => writeChoice(s.operationId, select.value || null);
    row.append(name, select);
    panel.append(row);
  }
  const reload = document.createElement("button");
  reload.textContent = "Reload with these answers";
  reload.onclick = () => location.reload();
  panel.append(reload);
  toggle.onclick = () => (panel.hidden = !panel.hidden);
  host.append(panel, toggle);
  document.body.append(host);
}
