// Ajv's standalone code for a schema with format "uri", as docs/validators.md writes it: the formats
// named by code.formats, the definitions that addFormats registered.
"use strict";
const Ajv2020 = require("ajv/dist/2020").default;
const standaloneCode = require("ajv/dist/standalone").default;
const { _ } = require("ajv");
const addFormats = require("uri-grammar/ajv");
const { writeFileSync } = require("node:fs");

const ajv = new Ajv2020({ code: { source: true, formats: _`require("uri-grammar/ajv/formats").formats` } });
addFormats(ajv);
const schema = { type: "object", properties: { home: { type: "string", format: "uri" } } };
writeFileSync("validate-home.cjs", standaloneCode(ajv, ajv.compile(schema)));
