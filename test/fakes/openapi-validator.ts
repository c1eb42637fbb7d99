/**
 * Contract checks against Mintlify's published OpenAPI documents.
 *
 * Loads the specs in `shared/reference/` (the admin spec is OpenAPI 3.0.1, the analytics spec
 * 3.1.0), turns their schemas into JSON Schema draft 2020-12 (3.0 `nullable: true` becomes a
 * type union, OpenAPI-only keywords such as `example` are dropped, `#/components/schemas/…`
 * references point at a registered copy of the components) and validates requests and
 * responses with ajv + ajv-formats.
 *
 * Every check returns violation strings, never throws for bad traffic:
 * `GET /v1/analytics/{projectId}/views 200: /views/0/human must be number`.
 */
import { readFileSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, SchemaObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** File names of the two Mintlify specs this project implements, inside the spec directory. */
export const MINTLIFY_SPEC_FILES: readonly string[] = [
  'mintlify-admin-openapi.json',
  'mintlify-analytics-openapi.json',
];

/**
 * One HTTP request as seen on the wire.
 * `path` is the raw, still percent-encoded pathname without the query string;
 * `query` holds the decoded query parameters (last value wins when a name repeats);
 * `body` is the raw request body (`''` when there is none).
 */
interface HttpRequestSample {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType?: string | undefined;
  body: string;
}

/** One HTTP response as sent on the wire: status code, `Content-Type` header and raw body. */
interface HttpResponseSample {
  status: number;
  contentType?: string | undefined;
  body: string;
}

/** Validates traffic against the loaded specs. Both methods return violation strings (empty = conforms). */
export interface OpenApiValidator {
  /**
   * Checks that an operation exists for the method and path, that path parameters decode and
   * match their schemas, that query parameters are declared and match their schemas (numbers
   * and booleans are coerced from their text first), and that the JSON body matches the
   * request body schema and is sent as `application/json`.
   */
  validateRequest(request: HttpRequestSample): string[];
  /**
   * Checks that the status is listed for the operation (401 and 403 are implicitly allowed with
   * `{ error: string }`: the specs omit them but the API sends them — an invalid or expired key,
   * a key without the scope, an IP allowlist) and that the body is JSON
   * matching that response's schema. Responses to requests that match no operation are not
   * checked: `validateRequest` already reports those.
   */
  validateResponse(request: Pick<HttpRequestSample, 'method' | 'path'>, response: HttpResponseSample): string[];
}

/**
 * Resolves a spec file name to an absolute file path. Absolute paths are returned as they are;
 * other names are looked up in `$MINTLIFY_SPEC_DIR` when set, else in `test/fakes/openapi/`,
 * the repository's copy of Mintlify's published specs (kept identical to the team's
 * `shared/reference/` by `openapi-copy.test.ts`).
 */
export function resolveSpecPath(specPath: string): string {
  if (isAbsolute(specPath)) return specPath;
  const dir = process.env.MINTLIFY_SPEC_DIR;
  if (dir !== undefined && dir !== '') return join(dir, specPath);
  return fileURLToPath(new URL(`./openapi/${specPath}`, import.meta.url));
}

/**
 * Loads OpenAPI documents (file names resolved by {@link resolveSpecPath}, or absolute paths)
 * and returns a validator for their operations. Throws when a file cannot be read or parsed.
 */
export function createOpenApiValidator(specPaths: readonly string[] = MINTLIFY_SPEC_FILES): OpenApiValidator {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true });
  addFormatsModule.default(ajv);
  ajv.addFormat('ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i);

  const paths: PathTemplate[] = [];
  for (const specPath of specPaths) {
    const file = resolveSpecPath(specPath);
    const document = asRecord(JSON.parse(readFileSync(file, 'utf8')));
    const specId = `https://fake-mintlify.invalid/specs/${basename(file)}`;
    const openapi30 = String(document.openapi).startsWith('3.0');
    const schemas = asRecord(asRecord(document.components).schemas);
    const defs: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(schemas)) defs[name] = toJsonSchema(schema, specId, openapi30);
    ajv.addSchema({ $id: specId, $defs: defs });
    paths.push(...readPaths(document, specId, openapi30));
  }

  const check = (schema: SchemaObject, value: unknown): string[] => {
    const validate = ajv.compile(schema);
    return validate(value) ? [] : (validate.errors ?? []).map(formatAjvError);
  };

  return {
    validateRequest(request) {
      const method = request.method.toUpperCase();
      const found = findOperation(paths, method, request.path);
      if (found.kind === 'none') return [`${method} ${request.path}: no operation in the specs matches this path`];
      if (found.kind === 'method') {
        return [`${method} ${found.template}: method not defined for this path (defined: ${found.methods.join(', ')})`];
      }
      const { operation, rawParams } = found;
      const label = `${method} ${operation.template} request`;
      const problems: string[] = [];

      for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
        const raw = rawParams[parameter.name] ?? '';
        let decoded: string;
        try {
          decoded = decodeURIComponent(raw);
        } catch {
          problems.push(`${label}: path.${parameter.name} is not valid percent-encoding (${JSON.stringify(raw)})`);
          continue;
        }
        for (const error of check(parameter.schema, decoded)) problems.push(`${label}: path.${parameter.name}${error}`);
      }

      const queryParameters = operation.parameters.filter((p) => p.in === 'query');
      for (const parameter of queryParameters) {
        const value = request.query[parameter.name];
        if (value === undefined) {
          if (parameter.required) problems.push(`${label}: query.${parameter.name} is required`);
          continue;
        }
        for (const error of check(parameter.schema, coerceQueryValue(parameter.schema, value))) {
          problems.push(`${label}: query.${parameter.name}${error}`);
        }
      }
      for (const name of Object.keys(request.query)) {
        if (!queryParameters.some((p) => p.name === name)) {
          problems.push(`${label}: query.${name} is not a parameter of this operation`);
        }
      }

      const body = operation.requestBody;
      if (body === undefined) {
        if (request.body !== '') problems.push(`${label}: body is not expected for this operation`);
      } else if (request.body === '') {
        if (body.required) problems.push(`${label}: body is required`);
      } else if (body.jsonSchema !== undefined) {
        if (!isJsonContentType(request.contentType)) {
          problems.push(
            `${label}: Content-Type must be application/json (got ${JSON.stringify(request.contentType ?? '')})`,
          );
        }
        const parsed = parseJson(request.body);
        if (!parsed.ok) problems.push(`${label}: body is not valid JSON (${parsed.error})`);
        else for (const error of check(body.jsonSchema, parsed.value)) problems.push(`${label}: body${error}`);
      }
      return problems;
    },

    validateResponse(request, response) {
      const method = request.method.toUpperCase();
      const found = findOperation(paths, method, request.path);
      if (found.kind !== 'found') return [];
      const { operation } = found;
      const label = `${method} ${operation.template} ${response.status}`;
      const spec = lookupResponse(operation, response.status);
      if (spec === undefined) {
        const listed = [...operation.responses.keys()].join(', ');
        return [`${label}: status ${response.status} is not listed for this operation (listed: ${listed})`];
      }
      if (spec.jsonSchema === undefined) return [];
      if (!isJsonContentType(response.contentType)) {
        return [`${label}: Content-Type must be application/json (got ${JSON.stringify(response.contentType ?? '')})`];
      }
      const parsed = parseJson(response.body);
      if (!parsed.ok) return [`${label}: body is not valid JSON (${parsed.error})`];
      return check(spec.jsonSchema, parsed.value).map((error) => `${label}:${error}`);
    },
  };
}

/** An operation's parameter, with its schema already converted to draft 2020-12. */
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: SchemaObject;
}

/** A response or request body: the JSON schema of its `application/json` content, if any. */
interface BodySpec {
  required: boolean;
  jsonSchema: SchemaObject | undefined;
}

/** One method on one path template, with parameters and bodies resolved. */
interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  requestBody: BodySpec | undefined;
  /** Keyed by the spec's status keys: `'200'`, `'4XX'`, `'default'`. */
  responses: Map<string, BodySpec>;
}

/** A path template (`/v2/agent/{projectId}/job/{id}`) split on `/`, with its operations. */
interface PathTemplate {
  template: string;
  segments: string[];
  operations: Operation[];
}

type FoundOperation =
  | { kind: 'found'; operation: Operation; rawParams: Record<string, string> }
  | { kind: 'method'; template: string; methods: string[] }
  | { kind: 'none' };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Body shape the API sends with 401 and 403 although the specs do not list those statuses. */
const UNAUTHORIZED_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
};

function readPaths(document: Record<string, unknown>, specId: string, openapi30: boolean): PathTemplate[] {
  const paths: PathTemplate[] = [];
  const convert = (schema: unknown): SchemaObject => asSchemaObject(toJsonSchema(schema, specId, openapi30));
  const readBody = (value: unknown): BodySpec => {
    const body = deref(document, value);
    const json = asRecord(asRecord(body.content)['application/json']);
    return {
      required: body.required === true,
      jsonSchema: json.schema === undefined ? undefined : convert(json.schema),
    };
  };

  for (const [template, pathItemValue] of Object.entries(asRecord(document.paths))) {
    const pathItem = deref(document, pathItemValue);
    const shared = asArray(pathItem.parameters);
    const operations: Operation[] = [];
    for (const method of HTTP_METHODS) {
      if (pathItem[method] === undefined) continue;
      const operation = deref(document, pathItem[method]);
      const parameters = new Map<string, Parameter>();
      for (const value of [...shared, ...asArray(operation.parameters)]) {
        const parameter = deref(document, value);
        const name = String(parameter.name);
        const location = String(parameter.in);
        parameters.set(`${location}:${name}`, {
          name,
          in: location,
          required: parameter.required === true,
          schema: convert(parameter.schema ?? {}),
        });
      }
      const responses = new Map<string, BodySpec>();
      for (const [status, response] of Object.entries(asRecord(operation.responses))) {
        responses.set(status, readBody(response));
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters: [...parameters.values()],
        requestBody: operation.requestBody === undefined ? undefined : readBody(operation.requestBody),
        responses,
      });
    }
    paths.push({ template, segments: template.split('/'), operations });
  }
  return paths;
}

/** Matches a raw path against the path templates; the match with the most literal segments wins. */
function findOperation(paths: PathTemplate[], method: string, path: string): FoundOperation {
  const segments = path.split('/');
  let best: { path: PathTemplate; rawParams: Record<string, string>; literals: number } | undefined;
  for (const candidate of paths) {
    if (candidate.segments.length !== segments.length) continue;
    const rawParams: Record<string, string> = {};
    let literals = 0;
    let matches = true;
    for (const [index, templateSegment] of candidate.segments.entries()) {
      const segment = segments[index] ?? '';
      const param = /^\{(.+)\}$/.exec(templateSegment)?.[1];
      if (param !== undefined && segment !== '') {
        rawParams[param] = segment;
      } else if (param === undefined && templateSegment === segment) {
        literals += 1;
      } else {
        matches = false;
        break;
      }
    }
    if (matches && (best === undefined || literals > best.literals)) best = { path: candidate, rawParams, literals };
  }
  if (best === undefined) return { kind: 'none' };
  const operation = best.path.operations.find((candidate) => candidate.method === method);
  if (operation === undefined) {
    return { kind: 'method', template: best.path.template, methods: best.path.operations.map((o) => o.method) };
  }
  return { kind: 'found', operation, rawParams: best.rawParams };
}

/** Exact status first, then its class (`4XX`), then `default`, then the implicit 401 and 403. */
function lookupResponse(operation: Operation, status: number): BodySpec | undefined {
  const exact = operation.responses.get(String(status));
  if (exact !== undefined) return exact;
  const range = operation.responses.get(`${Math.floor(status / 100)}XX`);
  if (range !== undefined) return range;
  const fallback = operation.responses.get('default');
  if (fallback !== undefined) return fallback;
  if (status === 401 || status === 403) return { required: true, jsonSchema: UNAUTHORIZED_SCHEMA };
  return undefined;
}

/** Keywords holding one subschema. */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
]);
/** Keywords holding a name → subschema map. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords holding an array of subschemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** OpenAPI schema keywords that are not JSON Schema (ajv's strict mode rejects unknown keywords). */
const OPENAPI_ONLY_KEYWORDS = new Set(['example', 'nullable', 'xml', 'externalDocs', 'discriminator']);

/**
 * Converts an OpenAPI schema object to draft 2020-12: for 3.0 documents `nullable: true` adds
 * `'null'` to `type` (and to `enum`), OpenAPI-only keywords are dropped, and local component
 * references become references into the schema registered under `specId`.
 */
function toJsonSchema(schema: unknown, specId: string, openapi30: boolean): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const source = asRecord(schema);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (OPENAPI_ONLY_KEYWORDS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      result[key] = value.startsWith('#/components/schemas/')
        ? `${specId}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : value;
    } else if (SCHEMA_KEYWORDS.has(key)) {
      result[key] = toJsonSchema(value, specId, openapi30);
    } else if (SCHEMA_MAP_KEYWORDS.has(key)) {
      result[key] = Object.fromEntries(
        Object.entries(asRecord(value)).map(([name, sub]) => [name, toJsonSchema(sub, specId, openapi30)]),
      );
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) {
      result[key] = value.map((sub: unknown) => toJsonSchema(sub, specId, openapi30));
    } else {
      result[key] = value;
    }
  }
  if (openapi30 && source.nullable === true) {
    if (typeof result.type === 'string') result.type = [result.type, 'null'];
    else if (Array.isArray(result.type) && !result.type.includes('null')) result.type = [...result.type, 'null'];
    if (Array.isArray(result.enum) && !result.enum.includes(null)) result.enum = [...result.enum, null];
    if (result.type === undefined) return { anyOf: [result, { type: 'null' }] };
  }
  return result;
}

/** Query values arrive as text: numbers and booleans are converted when the text is one. */
function coerceQueryValue(schema: SchemaObject, value: string): unknown {
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** ` /views/0/human must be number`, or ` must be object` for the root (leading space, appended to a label). */
function formatAjvError(error: ErrorObject): string {
  let message = error.message ?? 'is invalid';
  const allowed = asRecord(error.params).allowedValues;
  if (error.keyword === 'enum' && Array.isArray(allowed))
    message += ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})`;
  return error.instancePath === '' ? ` ${message}` : ` ${error.instancePath} ${message}`;
}

function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType.trim());
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Follows `$ref: '#/…'` chains inside an OpenAPI document (parameters, request bodies, responses). */
function deref(document: Record<string, unknown>, value: unknown): Record<string, unknown> {
  let current = asRecord(value);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops += 1) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) throw new Error(`Unsupported OpenAPI reference ${JSON.stringify(pointer)}`);
    let target: unknown = document;
    for (const part of pointer.slice(2).split('/')) {
      target = asRecord(target)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    if (target === undefined) throw new Error(`OpenAPI reference ${JSON.stringify(pointer)} points at nothing`);
    current = asRecord(target);
  }
  return current;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asSchemaObject(value: unknown): SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}
