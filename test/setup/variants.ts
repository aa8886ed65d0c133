// Every test file sees what a Node user of the package sees: the package's
// Node entry (src/node.mjs) makes every variant id loadable, so the tests do
// the same by registering them all. What a bundle without this registration
// does is tested in test/everywhere/bundle.test.ts.
import "../../src/variants/all.js";
