// Pass "check", the verdict: after the passes that report problems, the errors among them stop the
// compilation (a GrammarProblems with every error, the warnings beside); warnings alone do not.
import { GrammarProblems } from "../errors.js";
import type { Pass } from "../session.js";

export const verdict: Pass = (s) => {
  const errors = s.problems.filter((p) => p.severity === "error");
  if (errors.length > 0)
    throw new GrammarProblems(
      errors,
      s.problems.filter((p) => p.severity !== "error"),
    );
};
