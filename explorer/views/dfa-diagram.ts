// A rule's minimal DFA drawn as a state diagram: circles for states (a double ring where it
// accepts), arrows labelled with the classes of characters they take, laid out left to right by
// dagre (@dagrejs/dagre: Sugiyama-style layered layout). The current state of a run is filled, the
// arrow it takes next is thick. A large automaton is drawn around the current state (the state
// before it, it, and the states it can go to): the table beside lists every state.
import { Graph, layout } from "@dagrejs/dagre";
import { rangesText, type RuleDfa } from "../../src/explain/rule-dfa.js";
import { escape } from "../dom.js";

/** Automata with at most this many states are drawn whole. */
const WHOLE = 30;

const R = 17; // a state's radius, px

/** The characters an arrow takes, as one class ("[0-9]", not "0" "1" ... "[6-9]"). */
function edgeLabel(dfa: RuleDfa, classes: number[]): string {
  const text = classes.some((c) => dfa.classes[c]!.text === "any other character")
    ? "any other character"
    : rangesText(
        classes
          .flatMap((c) => dfa.classes[c]!.ranges)
          .sort((a, b) => a[0] - b[0])
          .reduce<[number, number][]>((out, [a, b]) => {
            const last = out[out.length - 1];
            if (last !== undefined && a <= last[1] + 1) last[1] = Math.max(last[1], b);
            else out.push([a, b]);
            return out;
          }, []),
      );
  return text.length > 28 ? text.slice(0, 26) + "…" : text;
}

/**
 * The diagram (SVG markup) of the states `shown` (all of them when undefined), with `current` (or
 * -1) and the class `next` it reads next (or -1) marked, `previous` the state before it.
 */
export function dfaDiagram(
  dfa: RuleDfa,
  current: number,
  previous: number,
  next: number,
): { svg: string; whole: boolean } {
  const C = dfa.classes.length;
  const whole = dfa.states <= WHOLE;
  const shown = new Set<number>();
  if (whole) for (let s = 0; s < dfa.states; s++) shown.add(s);
  else {
    const at = current < 0 ? 0 : current;
    shown.add(at);
    if (previous >= 0) shown.add(previous);
    for (let c = 0; c < C; c++) {
      const t = dfa.next[at * C + c]!;
      if (t >= 0) shown.add(t);
    }
  }
  const g = new Graph({ multigraph: false });
  g.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 46, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const s of shown) g.setNode(String(s), { width: 2 * R, height: 2 * R });
  // One arrow per pair of states, labelled with every class it takes.
  const arrows = new Map<string, { from: number; to: number; classes: number[] }>();
  for (const s of shown)
    for (let c = 0; c < C; c++) {
      const t = dfa.next[s * C + c]!;
      if (t < 0 || !shown.has(t)) continue;
      // Around the current state: only its own arrows and the one that led to it.
      if (!whole && s !== current && !(s === previous && t === current)) continue;
      const key = `${s} ${t}`;
      let a = arrows.get(key);
      if (a === undefined) arrows.set(key, (a = { from: s, to: t, classes: [] }));
      a.classes.push(c);
    }
  for (const a of arrows.values()) {
    const label = edgeLabel(dfa, a.classes);
    g.setEdge(String(a.from), String(a.to), {
      label,
      width: label.length * 6.6 + 6,
      height: 14,
      labelpos: "c",
    });
  }
  layout(g);
  const { width = 100, height = 60 } = g.graph() as { width?: number; height?: number };
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" class="dfa" width="${Math.ceil(width + 30)}" height="${Math.ceil(height + 10)}" viewBox="-30 0 ${Math.ceil(width + 30)} ${Math.ceil(height + 10)}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#3d444d"/></marker></defs>`;
  for (const a of arrows.values()) {
    const e = g.edge(String(a.from), String(a.to)) as {
      points: { x: number; y: number }[];
      x: number;
      y: number;
    };
    const taken = a.from === current && next >= 0 && a.classes.includes(next);
    const led = a.from === previous && a.to === current;
    const d = e.points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
    const title = escape(`${a.from} → ${a.to}: ${edgeLabel(dfa, a.classes)}`);
    svg += `<g class="arrow${taken ? " taken" : ""}${led ? " led" : ""}"><title>${title}</title><path d="${d}" marker-end="url(#arrow)"/><text x="${e.x.toFixed(1)}" y="${(e.y + 4).toFixed(1)}">${escape(edgeLabel(dfa, a.classes))}</text></g>`;
  }
  for (const s of shown) {
    const n = g.node(String(s)) as { x: number; y: number };
    const cls = `state${s === current ? " current" : ""}${dfa.accepting[s] ? " accepting" : ""}`;
    svg += `<g class="${cls}" data-state="${s}"><title>state ${s}${dfa.accepting[s] ? " (accepts)" : ""}${s === 0 ? " (start)" : ""}</title><circle cx="${n.x}" cy="${n.y}" r="${R}"/>${dfa.accepting[s] ? `<circle cx="${n.x}" cy="${n.y}" r="${R - 4}"/>` : ""}<text x="${n.x}" y="${n.y + 4}">${s}</text></g>`;
    if (s === 0)
      svg += `<path class="start" d="M${n.x - R - 26},${n.y} L${n.x - R - 2},${n.y}" marker-end="url(#arrow)"/>`;
  }
  return { svg: svg + "</svg>", whole };
}
