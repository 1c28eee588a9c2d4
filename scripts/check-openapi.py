#!/usr/bin/env python3
"""Checks the OpenAPI document of Morsel's JSON API.

Usage: scripts/check-openapi.py [PATH]   (default: Sources/MorselServer/Resources/openapi.json)
Needs: pip install openapi-spec-validator jsonschema

1. The document is valid OpenAPI 3.1 (openapi-spec-validator).
2. Every example validates against the schema it illustrates (jsonschema, draft 2020-12, formats
   checked, `$ref`s resolved within the document): `example`/`examples` of media types and
   parameters, including examples referenced from components/examples, and `examples` inside schemas.
3. Every JSON request body and every JSON 2xx response has at least one example.

Prints each problem and exits 1 if there is any; prints a summary and exits 0 otherwise.
"""
import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
    from openapi_spec_validator import validate
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError as error:
    sys.exit(f"check-openapi: {error.name} is missing; run: pip install openapi-spec-validator jsonschema")

BASE = "urn:morsel:openapi"
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
JSON_TYPES = ("application/json", "application/problem+json")


def pointer(parts):
    return "#" + "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def at(document, parts):
    node = document
    for part in parts:
        node = node[part]
    return node


def resolve(document, node):
    """Follows a local `$ref` (components/examples, responses, parameters, requestBodies) to its target."""
    seen = 0
    while isinstance(node, dict) and "$ref" in node and seen < 20:
        target = node["$ref"]
        if not target.startswith("#/"):
            raise ValueError(f"only local references are supported: {target}")
        node = at(document, [part.replace("~1", "/").replace("~0", "~") for part in target[2:].split("/")])
        seen += 1
    return node


class Checker:
    def __init__(self, document):
        self.document = document
        self.problems = []
        self.checked = 0
        self.registry = Registry().with_resource(BASE, Resource.from_contents(document, default_specification=DRAFT202012))

    def validate(self, schema_parts, value, where):
        """Validates `value` against the schema at `schema_parts`, resolving its references against the whole document."""
        validator = Draft202012Validator({"$ref": BASE + pointer(schema_parts)}, registry=self.registry,
                                         format_checker=Draft202012Validator.FORMAT_CHECKER)
        self.checked += 1
        for error in sorted(validator.iter_errors(value), key=lambda e: [str(part) for part in e.absolute_path]):
            location = "/".join(str(p) for p in error.absolute_path) or "(root)"
            self.problems.append(f"{where}: example does not match its schema at {location}: {error.message}")

    def examples_of(self, holder, parts):
        """(value, where) for each example of a media type or parameter object."""
        found = []
        if "example" in holder:
            found.append((holder["example"], pointer(parts + ["example"])))
        for name, example in (holder.get("examples") or {}).items():
            target = resolve(self.document, example)
            if "value" in target:
                found.append((target["value"], pointer(parts + ["examples", name]) +
                              (f" (→ {example['$ref']})" if "$ref" in example else "")))
            elif "externalValue" not in target:
                self.problems.append(f"{pointer(parts + ['examples', name])}: an example object without value")
        return found

    def check_holder(self, holder, parts):
        """A media type or parameter object: its examples against its schema."""
        examples = self.examples_of(holder, parts)
        if "schema" in holder:
            for value, where in examples:
                self.validate(parts + ["schema"], value, where)
        return examples

    SUBSCHEMA = ("items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames",
                 "unevaluatedItems", "unevaluatedProperties", "additionalItems")
    SUBSCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
    SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")

    def check_schema_examples(self, schema, parts):
        """`examples` (and the older `example`) inside a schema, against that schema, recursively."""
        if not isinstance(schema, dict):
            return
        if isinstance(schema.get("examples"), list):
            for index, value in enumerate(schema["examples"]):
                self.validate(parts, value, pointer(parts + ["examples", index]))
        if "example" in schema:
            self.validate(parts, schema["example"], pointer(parts + ["example"]))
        for key in self.SUBSCHEMA:
            if key in schema:
                self.check_schema_examples(schema[key], parts + [key])
        for key in self.SUBSCHEMA_MAPS:
            for name, child in (schema.get(key) or {}).items():
                self.check_schema_examples(child, parts + [key, name])
        for key in self.SUBSCHEMA_LISTS:
            for index, child in enumerate(schema.get(key) or []):
                self.check_schema_examples(child, parts + [key, index])

    def check_parameters(self, parameters, parts):
        for index, parameter in enumerate(parameters or []):
            target_parts = parts + [index]
            if "$ref" in parameter:
                continue  # checked once, under components/parameters
            self.check_holder(parameter, target_parts)
            if "schema" in parameter:
                self.check_schema_examples(parameter["schema"], target_parts + ["schema"])

    def check_headers(self, headers, parts):
        for name, header in (headers or {}).items():
            if "$ref" not in header:
                self.check_holder(header, parts + [name])

    def check_content(self, content, parts, needs_example, what):
        for media_type, holder in (content or {}).items():
            media_parts = parts + [media_type]
            examples = self.check_holder(holder, media_parts)
            if "schema" in holder:
                self.check_schema_examples(holder["schema"], media_parts + ["schema"])
            if needs_example and media_type.split(";")[0].strip() in JSON_TYPES and not examples:
                self.problems.append(f"{pointer(media_parts)}: {what} has no example")

    def run(self):
        document = self.document
        components = document.get("components", {})
        for name, schema in components.get("schemas", {}).items():
            self.check_schema_examples(schema, ["components", "schemas", name])
        for name, parameter in components.get("parameters", {}).items():
            self.check_holder(parameter, ["components", "parameters", name])
        for name, response in components.get("responses", {}).items():
            self.check_content(response.get("content"), ["components", "responses", name, "content"], False, "response")
            self.check_headers(response.get("headers"), ["components", "responses", name, "headers"])
        for name, header in components.get("headers", {}).items():
            self.check_holder(header, ["components", "headers", name])
        for name, body in components.get("requestBodies", {}).items():
            self.check_content(body.get("content"), ["components", "requestBodies", name, "content"], True, "request body")
        for path, item in document.get("paths", {}).items():
            self.check_parameters(item.get("parameters"), ["paths", path, "parameters"])
            for method, operation in item.items():
                if method not in METHODS:
                    continue
                parts = ["paths", path, method]
                self.check_parameters(operation.get("parameters"), parts + ["parameters"])
                body = operation.get("requestBody")
                if body and "$ref" not in body:
                    self.check_content(body.get("content"), parts + ["requestBody", "content"], True, "request body")
                for status, response in operation.get("responses", {}).items():
                    if "$ref" in response:
                        continue  # checked once, under components/responses
                    self.check_content(response.get("content"), parts + ["responses", status, "content"],
                                       str(status).startswith("2"), f"{method.upper()} {path} {status} response")
                    self.check_headers(response.get("headers"), parts + ["responses", status, "headers"])
        return self.problems


def main():
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "MorselServer", "Resources", "openapi.json")
    path = sys.argv[1] if len(sys.argv) > 1 else default
    try:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    except (OSError, json.JSONDecodeError) as error:
        sys.exit(f"check-openapi: cannot read {path}: {error}")

    problems = []
    if not str(document.get("openapi", "")).startswith("3.1"):
        problems.append(f"openapi is {document.get('openapi')!r}, not 3.1.x")
    try:
        validate(document)
    except Exception as error:  # the validator's own error types vary between versions
        if hasattr(error, "message"):
            where = "/".join(str(part) for part in getattr(error, "absolute_path", [])) or "(root)"
            problems.append(f"not valid OpenAPI 3.1 at {where}: {error.message}")
        else:
            problems.append(f"not valid OpenAPI 3.1: {error}")

    checker = Checker(document)
    try:
        problems += checker.run()
    except Exception as error:
        problems.append(f"could not check the examples: {error!r}")

    if problems:
        for problem in problems:
            print(f"FAIL {problem}", file=sys.stderr)
        print(f"check-openapi: {len(problems)} problem(s) in {os.path.relpath(path)}", file=sys.stderr)
        sys.exit(1)
    operations = sum(1 for item in document["paths"].values() for method in item if method in METHODS)
    print(f"check-openapi: {os.path.relpath(path)} is valid OpenAPI {document['openapi']}: "
          f"{len(document['paths'])} paths, {operations} operations, {checker.checked} examples match their schemas.")


if __name__ == "__main__":
    main()
