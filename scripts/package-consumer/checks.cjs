// A tiny harness shared by the consumer programs (scripts/check-package.ts reads their output):
// one line per check, "ok NAME" or "not ok NAME: why".
"use strict";
exports.check = function check(name, fn) {
  try {
    fn();
    console.log(`ok ${name}`);
  } catch (error) {
    console.log(
      `not ok ${name}: ${String(error && error.message)
        .split("\n")
        .join(" ")}`,
    );
    process.exitCode = 1;
  }
};
