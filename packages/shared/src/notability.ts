/**
 * D-06: the notability of a course computed from its real championship history
 * (data/course-facts.csv), the anchor of the synthetic platform stats. Shared so the About
 * page's methodology dialog shows the same constants the server uses.
 */

/** Kinds of championship in the facts file. */
export const EVENT_KINDS = [
  'men_major',
  'team_cup',
  'women_major',
  'national_open',
  'olympics',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Weight of one hosted event by kind: men's majors weigh most, then team cups, women's majors … */
export const NOTABILITY_KIND_WEIGHTS: Readonly<Record<EventKind, number>> = {
  men_major: 10,
  team_cup: 6,
  women_major: 4,
  olympics: 4,
  national_open: 3,
};

/**
 * Events whose weight differs from their kind's: the PGA Championship has gone to many lesser
 * venues, the Ryder and Walker Cups to the most selective ones.
 */
export const NOTABILITY_EVENT_WEIGHTS: Readonly<Record<string, number>> = {
  'PGA Championship': 8,
  'Ryder Cup': 8,
  'Walker Cup': 7,
};

/** S0 of `notability = 1 − exp(−S / S0)`: the score at which a venue is 63 % notable. */
export const NOTABILITY_SCALE = 40;

/** One hosted event of a course: its name, kind and the number of editions played there. */
export interface HostedEvent {
  event: string;
  kind: EventKind;
  editions: number;
}

/** Weight of one event: its own weight, else its kind's. */
export function eventWeight(event: string, kind: EventKind): number {
  return NOTABILITY_EVENT_WEIGHTS[event] ?? NOTABILITY_KIND_WEIGHTS[kind];
}

/** Championship score `S = Σ weight · √editions` over the events a course hosted (0 without). */
export function championshipScore(events: readonly HostedEvent[]): number {
  let score = 0;
  for (const e of events) {
    if (e.editions <= 0) continue;
    score += eventWeight(e.event, e.kind) * Math.sqrt(e.editions);
  }
  return score;
}

/**
 * Notability 0..1 of a course from its championships alone: `S = Σ weight · √editions` over
 * the events it hosted (the first edition counts most: being chosen at all is the signal, each
 * further one adds less), then `1 − exp(−S / NOTABILITY_SCALE)`. 0 without facts; Augusta
 * National (89 Masters) ≈ 0.9. The synthetic stats use `evidenceNotability` (decision 035),
 * which adds the panel rankings.
 */
export function notabilityOf(events: readonly HostedEvent[]): number {
  return 1 - Math.exp(-championshipScore(events) / NOTABILITY_SCALE);
}
