// JSON Schema's date-time, date, time (RFC 3339 §5.6 date-time, full-date, full-time) and duration
// (RFC 3339 Appendix A) formats: the grammar (grammar/rfc3339.abnf) decides the syntax, then the
// value ranges the grammar's comments give and RFC 3339 §5.7's restrictions are checked here.
//
// Leap seconds (RFC 3339 §5.7): "60" is valid only at the end of a month, at 23:59:60 UTC, shifted
// by the zone offset. A date-time is held to all of it (its UTC date must be the last day of a
// month); a time has no date, so only to 23:59 UTC. Which months had leap seconds (Appendix D) is
// not checked: leap seconds are announced a few weeks ahead (RFC 3339 §5.7), so no table is final.
import { diagnostics, recognizer } from "../../generated/rfc3339.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import { problem, type FormatProblem } from "./problem.js";

const DATE_TIME = /* @__PURE__ */ new GrammarRule(recognizer, "date-time");
const FULL_DATE = /* @__PURE__ */ new GrammarRule(recognizer, "full-date");
const FULL_TIME = /* @__PURE__ */ new GrammarRule(recognizer, "full-time");
const DURATION = /* @__PURE__ */ new GrammarRule(recognizer, "duration");

/** Two ASCII digits at i (the grammar has checked that they are digits). */
const two = (s: string, i: number) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;

/**
 * The two digits at i over `max` (RFC 3339 §5.6's comments: time-hour 00-23, time-minute 00-59,
 * time-second 00-60, the offset's too): the problem, naming them `what`; else undefined.
 */
function overMax(s: string, i: number, max: number, code: string, what: string): FormatProblem | undefined {
  return two(s, i) > max
    ? problem(i, code, "RFC 3339 §5.6", `${what} ${s.slice(i, i + 2)} is not 00-${max}`)
    : undefined;
}

/** RFC 3339 Appendix C: leap_year(year). */
const leapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** RFC 3339 §5.7: the maximum value of date-mday for a month of a year. */
function maxMday(year: number, month: number): number {
  if (month === 2) return leapYear(year) ? 29 : 28; // 02 February: normal 28, leap year 29
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31; // April, June, September, November: 30
}

/** The full-date at i: its ranges (RFC 3339 §5.6 comments, §5.7 table), or the problem. */
function dateProblem(s: string, i: number): FormatProblem | undefined {
  const year = two(s, i) * 100 + two(s, i + 2);
  const month = two(s, i + 5);
  const mday = two(s, i + 8);
  if (month < 1 || month > 12)
    return problem(i + 5, "date-month", "RFC 3339 §5.6", `month ${s.slice(i + 5, i + 7)} is not 01-12`);
  if (mday < 1 || mday > maxMday(year, month))
    return problem(
      i + 8,
      "date-mday",
      "RFC 3339 §5.7",
      `day ${s.slice(i + 8, i + 10)} is not 01-${maxMday(year, month)} in ${s.slice(i, i + 7)}`,
    );
  return undefined;
}

/**
 * The full-time at t: its ranges (RFC 3339 §5.6 comments) and the leap second rule (§5.7), or the
 * problem. `date`: the offset of the full-date before it (date-time), or -1 (time).
 */
function timeProblem(s: string, t: number, date: number): FormatProblem | undefined {
  const hour = two(s, t);
  const minute = two(s, t + 3);
  const second = two(s, t + 6);
  const range =
    overMax(s, t, 23, "time-hour", "hour") ??
    overMax(s, t + 3, 59, "time-minute", "minute") ??
    overMax(s, t + 6, 60, "time-second", "second");
  if (range) return range;
  // time-offset: after partial-time and its optional time-secfrac.
  let o = t + 8;
  if (s.charCodeAt(o) === 0x2e)
    do o++;
    while (o < s.length && s.charCodeAt(o) >= 48 && s.charCodeAt(o) <= 57);
  let offsetMinutes = 0;
  if (o + 1 < s.length) {
    const oh = two(s, o + 1);
    const om = two(s, o + 4);
    const range =
      overMax(s, o + 1, 23, "time-hour", "offset hour") ??
      overMax(s, o + 4, 59, "time-minute", "offset minute");
    if (range) return range;
    offsetMinutes = (s.charCodeAt(o) === 0x2d ? -1 : 1) * (oh * 60 + om);
  }
  if (second !== 60) return undefined;
  // RFC 3339 §5.7: in time zones other than "Z", the leap second point is shifted by the zone
  // offset: the local time less the offset is 23:59 UTC ...
  const utc = hour * 60 + minute - offsetMinutes;
  const dayShift = Math.floor(utc / 1440);
  if (utc - dayShift * 1440 !== 23 * 60 + 59)
    return problem(
      t + 6,
      "time-second",
      "RFC 3339 §5.7",
      "a leap second is 23:59:60 UTC (shifted by the offset)",
    );
  if (date < 0) return undefined;
  // ... at the end of a month: the UTC date is the last day of its month. The hour and the
  // offset are at most 23:59 (checked above), so utc is in [-1439, 2878] and 23:59 of a day there
  // is -1 or 1439: dayShift is -1 or 0, and the UTC date is never after the local one.
  let year = two(s, date) * 100 + two(s, date + 2);
  let month = two(s, date + 5);
  let mday = two(s, date + 8) + dayShift;
  if (mday < 1) {
    month--;
    if (month < 1) ((month = 12), year--);
    mday = maxMday(year, month);
  }
  if (mday !== maxMday(year, month))
    return problem(t + 6, "time-second", "RFC 3339 §5.7", "a leap second is at the end of a month (UTC)");
  return undefined;
}

/** `format: "date-time"`: RFC 3339 §5.6 date-time, with §5.7's restrictions. */
export function dateTime(value: string): boolean {
  return (
    DATE_TIME.test(value) && dateProblem(value, 0) === undefined && timeProblem(value, 11, 0) === undefined
  );
}
export function dateTimeProblem(value: string): FormatProblem | undefined {
  return grammarProblem(DATE_TIME, value, diagnostics) ?? dateProblem(value, 0) ?? timeProblem(value, 11, 0);
}

/** `format: "date"`: RFC 3339 §5.6 full-date, with §5.7's days per month. */
export function date(value: string): boolean {
  return FULL_DATE.test(value) && dateProblem(value, 0) === undefined;
}
export function dateProblemOf(value: string): FormatProblem | undefined {
  return grammarProblem(FULL_DATE, value, diagnostics) ?? dateProblem(value, 0);
}

/** `format: "time"`: RFC 3339 §5.6 full-time (an offset is required), with §5.7's leap seconds. */
export function time(value: string): boolean {
  return FULL_TIME.test(value) && timeProblem(value, 0, -1) === undefined;
}
export function timeProblemOf(value: string): FormatProblem | undefined {
  return grammarProblem(FULL_TIME, value, diagnostics) ?? timeProblem(value, 0, -1);
}

/** `format: "duration"`: RFC 3339 Appendix A duration (its ABNF alone; letters in any case, RFC 5234 §2.3). */
export function duration(value: string): boolean {
  return DURATION.test(value);
}
export function durationProblem(value: string): FormatProblem | undefined {
  return grammarProblem(DURATION, value, diagnostics);
}
