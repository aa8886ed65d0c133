// A CommonJS consumer, as TypeScript sees it (node16, nodenext): uri-grammar/ajv is the plugin.
import addFormats = require("uri-grammar/ajv");
import ajvFormats = require("uri-grammar/ajv/formats");
import standard = require("uri-grammar/standard");
import uriGrammar = require("uri-grammar");
import Ajv = require("ajv");
import fastify = require("fastify");

const ajv = addFormats(new Ajv.default({ uriResolver: addFormats.uriResolver }));
addFormats.addFormatErrors(addFormats.default(ajv, { formats: ["uri"] }));
const definition: ajvFormats.FormatDefinition = addFormats.get("uri");
ajv.addFormat("uri", ajvFormats.uri);
const app = fastify({ ajv: { plugins: [addFormats, [addFormats, ["uri"]]] } });
const issues = standard.uri()["~standard"].validate("x").issues;
const valid: boolean = uriGrammar.isValid("http://a/");
// @ts-expect-error not a format
addFormats.get("url");
export { definition, app, issues, valid };
