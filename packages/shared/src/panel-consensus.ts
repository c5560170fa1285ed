/**
 * D-06 / decision 035: the notability of a course from its real evidence — appearances in
 * published panel rankings (data/panel-consensus.csv, the strongest input) combined with its
 * championship history (data/course-facts.csv, `championshipScore`). Shared so the About page's
 * method dialog shows the constants the server uses.
 *
 *     a = scope · 0.5^((latest − edition) / half-life) · place
 *     S = PANEL_WEIGHT · Σ a  +  CHAMPIONSHIP_SHARE · Σ weight · √editions
 *     notability n = 1 − exp(−S / EVIDENCE_SCALE)
 *
 * A missing row means 'not read', not 'not ranked' (the dataset's README): only appearances
 * count, absence takes nothing away.
 */
import { championshipScore, type HostedEvent } from './notability.js';

/** Scope weight of a world list (GOLF Magazine World, Golf Digest World …). */
export const PANEL_WORLD_SCOPE_WEIGHT = 1;
/** Scope weight of a national or multi-country list (U.S., Australia, GB & Ireland …). */
export const PANEL_NATIONAL_SCOPE_WEIGHT = 0.5;
/** Years after which an edition counts half (recency, from the file's latest edition). */
export const PANEL_HALF_LIFE_YEARS = 10;
/** Place weight of rank p (1 = best): `1.5 − p / 100`, never below PANEL_PLACE_FLOOR. */
export const PANEL_PLACE_TOP = 1.5;
export const PANEL_PLACE_FLOOR = 0.5;
/** Place weight of a listed course printed without a number (mostly the lower blocks). */
export const PANEL_PLACE_UNNUMBERED = 0.6;
/** Weight of the panel sum in S. */
export const PANEL_WEIGHT = 10;
/** Share of the championship score (decision 009's S) in S: hosting is not design. */
export const CHAMPIONSHIP_SHARE = 0.3;
/** S0 of `n = 1 − exp(−S / S0)`. */
export const EVIDENCE_SCALE = 60;

/** One appearance of a course in one edition of a published ranking. */
export interface PanelAppearance {
  /** 'world', a country code, or codes joined by '+'. */
  listScope: string;
  /** Year the edition was published. */
  edition: number;
  /** Printed rank (1 = best), or null when listed without a number. */
  position: number | null;
}

/** Weight of one appearance (0..1.5): scope · recency · place; `latest` = newest edition year. */
export function panelAppearanceWeight(a: PanelAppearance, latest: number): number {
  const scope = a.listScope === 'world' ? PANEL_WORLD_SCOPE_WEIGHT : PANEL_NATIONAL_SCOPE_WEIGHT;
  const recency = Math.pow(0.5, Math.max(0, latest - a.edition) / PANEL_HALF_LIFE_YEARS);
  const place =
    a.position === null
      ? PANEL_PLACE_UNNUMBERED
      : Math.max(PANEL_PLACE_FLOOR, PANEL_PLACE_TOP - a.position / 100);
  return scope * recency * place;
}

/** The evidence of one course: its panel appearances and hosted championships. */
export interface CourseEvidence {
  appearances: readonly PanelAppearance[];
  events: readonly HostedEvent[];
}

/** S of decision 035 (≥ 0; 0 without evidence). */
export function evidenceScore(e: CourseEvidence, latest: number): number {
  let panel = 0;
  for (const a of e.appearances) panel += panelAppearanceWeight(a, latest);
  return PANEL_WEIGHT * panel + CHAMPIONSHIP_SHARE * championshipScore(e.events);
}

/**
 * Notability 0..1 of a course from its evidence (decision 035): 0 without any, about 0.9 for
 * the courses every world list names near the top.
 */
export function evidenceNotability(e: CourseEvidence, latest: number): number {
  return 1 - Math.exp(-evidenceScore(e, latest) / EVIDENCE_SCALE);
}
