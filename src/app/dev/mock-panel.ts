// Development-only scenario panel: a floating button that lists every contract call and its
// named examples. Not player-facing, so it is plain DOM in English and never in production builds.
import { onContractViolation } from "@/shared/api";
import { installMockScenarios, readChoices, SCENARIOS, writeChoice } from "@/shared/api/dev/mock-scenarios";

export function mountMockPanel(): void {
  installMockScenarios();
  const host = document.createElement("div");
  host.style.cssText = "position:fixed;left:8px;bottom:72px;z-index:9999;font:12px system-ui;color:#111";
  const toggle = document.createElement("button");
  toggle.textContent = "Mock";
  toggle.title = "Pick Prism examples per call";
  toggle.style.cssText = "background:#ffd54a;border:0;border-radius:6px;padding:6px 10px;cursor:pointer";
  const panel = document.createElement("div");
  panel.hidden = true;
  panel.style.cssText = "background:#fff;max-height:60vh;overflow:auto;padding:8px;border-radius:8px;box-shadow:0 4px 24px #0008;width:320px";
  // Contract violations of the answers so far (also on the console): dropped items and refused answers.
  const violations = document.createElement("ol");
  violations.setAttribute("aria-label", "Contract violations");
  violations.style.cssText = "margin:0 0 8px;padding-left:18px;color:#b00020";
  panel.append(violations);
  let count = 0;
  onContractViolation((r) => {
    count += 1;
    toggle.textContent = `Mock ⚠ ${count}`;
    toggle.style.background = "#ff8a80";
    const item = document.createElement("li");
    const lines = [
      ...r.dropped.map((d) => `dropped ${d.path}: ${d.message}`),
      ...r.refused.map((e) => `refused ${e.path || "/"}: ${e.message}`),
    ];
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
