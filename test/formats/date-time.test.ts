// The date-time, date and time formats (src/formats/date-time.ts), one table per section of RFC 3339
// they read: the ranges of RFC 3339 §5.6's comments, the days per month and the leap seconds of
// RFC 3339 §5.7, and the examples of RFC 3339 §5.8. Every row runs the format function and
// formatProblem; a problem is checked whole (offset, rule, section, reason).
import { describe, expect, it } from "vitest";
import { formatProblem, formats } from "../../src/formats/index.js";

type Name = "date-time" | "date" | "time";

/** The verdict of the format function and of formatProblem on `value`; they must agree. */
const verdicts = (name: Name, value: string) => [
  formats[name](value),
  formatProblem(name, value) === undefined,
];

describe("RFC 3339 §5.8: the examples", () => {
  it.each([
    "1985-04-12T23:20:50.52Z",
    "1996-12-19T16:39:57-08:00",
    "1990-12-31T23:59:60Z", // the leap second inserted at the end of 1990
    "1990-12-31T15:59:60-08:00", // the same leap second in Pacific Standard Time
    "1937-01-01T12:00:27.87+00:20",
  ])("%s", (value) => {
    expect(verdicts("date-time", value)).toEqual([true, true]);
  });
});

describe("RFC 3339 §5.6: time-hour 00-23, time-minute 00-59, time-second 00-60, in partial-time and time-numoffset", () => {
  const range = (offset: number, rule: string, reason: string) => ({
    offset,
    rule,
    section: "RFC 3339 §5.6",
    reason,
  });
  it.each([
    ["time", "24:00:00Z", range(0, "time-hour", "hour 24 is not 00-23")],
    ["time", "23:60:00Z", range(3, "time-minute", "minute 60 is not 00-59")],
    ["time", "23:59:61Z", range(6, "time-second", "second 61 is not 00-60")],
    ["time", "12:00:00+24:00", range(9, "time-hour", "offset hour 24 is not 00-23")],
    ["time", "12:00:00.5-00:60", range(14, "time-minute", "offset minute 60 is not 00-59")],
    ["date-time", "2020-01-01T24:00:00Z", range(11, "time-hour", "hour 24 is not 00-23")],
    ["date", "2020-13-01", range(5, "date-month", "month 13 is not 01-12")],
    ["date", "2020-00-01", range(5, "date-month", "month 00 is not 01-12")],
    ["date-time", "2020-13-01T00:00:00Z", range(5, "date-month", "month 13 is not 01-12")],
  ] as const)("%s %j", (name, value, problem) => {
    expect(verdicts(name, value)).toEqual([false, false]);
    expect(formatProblem(name, value)).toEqual(problem);
  });
  it.each([
    ["time", "23:59:59Z"],
    ["time", "00:00:00+23:59"],
    ["time", "00:00:00.123456789-23:59"],
    ["date", "2020-12-01"],
  ] as const)("%s %j is in range", (name, value) => {
    expect(verdicts(name, value)).toEqual([true, true]);
  });
});

describe("RFC 3339 §5.7: the maximum value of date-mday by month and year (leap_year of Appendix C)", () => {
  it.each([
    ["2021-01-31", true],
    ["2021-02-28", true],
    ["2021-02-29", false], // February, normal: 28
    ["2020-02-29", true], // February, leap year: 29
    ["1900-02-29", false], // divisible by 100, not by 400: not a leap year
    ["2000-02-29", true], // divisible by 400: a leap year
    ["2021-04-30", true],
    ["2021-04-31", false], // April: 30
    ["2021-06-31", false], // June: 30
    ["2021-09-31", false], // September: 30
    ["2021-11-31", false], // November: 30
    ["2021-12-31", true],
    ["2021-12-32", false],
    ["2021-12-00", false],
  ] as const)("%s: %s", (value, valid) => {
    expect(verdicts("date", value)).toEqual([valid, valid]);
  });
  it("a problem names the month's maximum and the month", () => {
    expect(formatProblem("date-time", "2021-04-31T00:00:00Z")).toEqual({
      offset: 8,
      rule: "date-mday",
      section: "RFC 3339 §5.7",
      reason: "day 31 is not 01-30 in 2021-04",
    });
  });
});

describe("RFC 3339 §5.7: a leap second at the end of a month, shifted by the zone offset", () => {
  it.each([
    ["date-time", "1990-06-30T23:59:60Z", true],
    ["date-time", "1990-11-30T23:59:60Z", true], // November: 30 days
    ["date-time", "1990-11-31T23:59:60Z", false], // no such day
    ["date-time", "2000-02-29T23:59:60Z", true], // the end of February in a leap year
    ["date-time", "2004-02-29T23:59:60Z", true],
    ["date-time", "2001-02-28T23:59:60Z", true],
    ["date-time", "2000-02-28T23:59:60Z", false],
    ["date-time", "1990-12-01T23:59:60Z", false], // the first of a month is not its end
    ["date-time", "1990-12-31T15:59:60.5-08:00", true], // a time-secfrac before the offset
    ["date-time", "1990-12-31t23:59:60.25z", true], // "t" and "z" in lower case (RFC 3339 §5.6's note)
    // 00:59:60 at +01:00 is 23:59:60 UTC the day before: the last day of the month before.
    ["date-time", "1991-01-01T00:59:60+01:00", true],
    ["date-time", "1990-07-01T00:59:60+01:00", true],
    ["date-time", "1990-03-01T00:30:60+00:31", true],
    ["date-time", "1991-01-02T00:59:60+01:00", false],
    ["date-time", "1990-12-31T00:59:60+01:00", false],
    ["time", "23:59:60Z", true], // a time has no date: 23:59 UTC is enough
    ["time", "15:59:60-08:00", true],
    ["time", "00:59:60+01:00", true],
    ["time", "23:59:60+01:00", false], // 22:59:60 UTC
  ] as const)("%s %j: %s", (name, value, valid) => {
    expect(verdicts(name, value)).toEqual([valid, valid]);
  });
  it.each([
    ["1990-12-31T23:58:60Z", "a leap second is 23:59:60 UTC (shifted by the offset)"],
    ["1990-12-30T23:59:60Z", "a leap second is at the end of a month (UTC)"],
  ])("%j: the problem", (value, reason) => {
    expect(formatProblem("date-time", value)).toEqual({
      offset: 17,
      rule: "time-second",
      section: "RFC 3339 §5.7",
      reason,
    });
  });
});
