"""The conformance runner's harness for Python libraries from Debian's packages (run with the system
Python, /usr/bin/python3, where apt-get installs them): rfc3987 (python3-rfc3987) and rfc3986
(python3-rfc3986). scripts/conformance/adapters.ts starts it with the library's name.

Reads one JSON request a line on standard input and writes one JSON answer a line:
  {"op": "valid", "rule": R, "input": S}        -> {"ok": true|false}
  {"op": "parse", "input": S}                    -> {"ok": {component: text|null}} or {"error": ...}
  {"op": "resolve", "base": B, "reference": R}   -> {"ok": target} or {"error": ...}
  {"op": "normalize", "input": S}                -> {"ok": normal form} or {"error": ...}
The first line it writes says whether the library loaded: {"ready": version} or {"missing": why}.
"""
import json
import sys

NAME = sys.argv[1]
try:
    if NAME == "rfc3987":
        import rfc3987 as lib

        VERSION = getattr(lib, "__version__", "Debian python3-rfc3987")
    elif NAME == "rfc3986":
        import rfc3986 as lib

        VERSION = lib.__version__
    else:
        raise ImportError("unknown library " + NAME)
except ImportError as e:
    print(json.dumps({"missing": str(e)}), flush=True)
    sys.exit(0)
print(json.dumps({"ready": VERSION}), flush=True)


def answer(request):
    op = request["op"]
    if NAME == "rfc3987":
        if op == "valid":
            return {"ok": lib.match(request["input"], rule=request["rule"]) is not None}
        if op == "parse":
            parts = lib.parse(request["input"], rule="URI_reference")
            return {"ok": {k: parts.get(k) for k in ("scheme", "authority", "path", "query", "fragment")}}
        if op == "resolve":
            return {"ok": lib.resolve(request["base"], request["reference"])}
        if op == "normalize":
            return {"ok": lib.normalize(request["input"])}
    else:
        if op == "valid":
            uri = lib.uri_reference(request["input"])
            valid = uri.is_valid()
            if request["rule"] == "URI":
                valid = valid and uri.scheme is not None
            return {"ok": bool(valid)}
        if op == "parse":
            uri = lib.uri_reference(request["input"])
            if not uri.is_valid():
                return {"error": "invalid"}
            return {
                "ok": {
                    "scheme": uri.scheme,
                    "authority": uri.authority,
                    "userinfo": uri.userinfo,
                    "host": uri.host,
                    "port": uri.port,
                    "path": uri.path if uri.path is not None else "",
                    "query": uri.query,
                    "fragment": uri.fragment,
                }
            }
        if op == "resolve":
            return {"ok": lib.uri_reference(request["reference"]).resolve_with(request["base"]).unsplit()}
        if op == "normalize":
            return {"ok": lib.uri_reference(request["input"]).normalize().unsplit()}
    return {"error": "unknown op " + op}


for line in sys.stdin:
    try:
        result = answer(json.loads(line))
    except Exception as e:  # the library's own refusal is an answer too
        result = {"error": type(e).__name__ + ": " + str(e)}
    print(json.dumps(result), flush=True)
