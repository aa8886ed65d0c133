// An ES module consumer, as TypeScript sees it (node16, nodenext; the package's .d.ts checked too).
import { parse, type Components } from "uri-grammar";
import addFormats, { addFormatErrors, uriResolver, type FormatsPluginOptions } from "uri-grammar/ajv";
import { pluginOf, uri as uriDefinition, formats as definitions } from "uri-grammar/ajv/formats";
import { uri, email, type FormatSchema } from "uri-grammar/standard";
import { formats } from "uri-grammar/formats";
import Ajv2020 from "ajv/dist/2020.js";
import fastify from "fastify";

const ajv = addFormatErrors(addFormats(new Ajv2020.default({ uriResolver }), ["uri", "email"]));
ajv.addFormat("uri", uriDefinition).addFormat("date-time", definitions["date-time"]); // Ajv's Format
const chosen = pluginOf({ uri: uriDefinition })(new Ajv2020.default());
const options: FormatsPluginOptions = { formats: ["uri"], draft: "draft2020-12" };
const app = fastify({ ajv: { plugins: [addFormats, [addFormats, options], addFormatErrors] } });
const schema: FormatSchema<"uri"> = uri();
const message: string | undefined = email()["~standard"].validate("x").issues?.[0].message;
const components: Components = parse("x:y");
const test: (value: string) => boolean = formats.uri;
// @ts-expect-error not an Ajv instance
addFormats({ addKeyword() {} });
// @ts-expect-error not a format
const misspelt: FormatsPluginOptions = ["url"];
export { chosen, app, schema, message, components, test, misspelt };
