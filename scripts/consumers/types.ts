// A consumer as TypeScript sees it with moduleResolution "bundler" (module "preserve"): imports
// take the "import" condition, `import x = require()` the "require" condition.
import addFormats, { addFormatErrors, uriResolver } from "uri-grammar/ajv";
import required = require("uri-grammar/ajv");
import { pluginOf, uri as uriDefinition } from "uri-grammar/ajv/formats";
import { uri } from "uri-grammar/standard";
import { isValid } from "uri-grammar";
import Ajv2020 from "ajv/dist/2020";

const ajv = addFormatErrors(addFormats(new Ajv2020({ uriResolver })));
required(ajv, ["uri"]);
const same: typeof addFormats.get = required.get;
pluginOf({ uri: uriDefinition })(ajv);
const out: string | undefined = uri()["~standard"].validate("x").issues?.[0].message;
const valid: boolean = isValid("http://a/");
// @ts-expect-error not an Ajv instance
addFormats({ addKeyword() {} });
export { same, out, valid };
