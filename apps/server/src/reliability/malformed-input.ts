import fc from 'fast-check';
import type { RouteContext } from './bad-input-fixture.ts';
import type { RouteEntry } from './route-table.ts';
import { fillRoute, routeParams } from './route-table.ts';

/** One hostile request. A 2xx answer to a `mustReject` case fails the suite; any other answer must be a 4xx. */
export interface BadRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  mustReject: boolean;
  /** The status the case must answer, when one is certain (413 for a body past the limit). */
  expectStatus?: number;
}

/** Text that has broken servers before: SQL, markup, paths, numbers that are not numbers, odd unicode. */
export const hostileStrings = [
  "' OR 1=1 --",
  '1; DROP TABLE orders; --',
  '1 UNION SELECT * FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'ܐ𝔘ñí©ødé 🍔 مرحبا',
  '\u202eevil',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  '-1',
  '0',
  '1.5',
  '1e30',
  '-0',
  '9007199254740993',
  '2147483648',
  '999999',
  'x'.repeat(1000),
];

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};
const hugeArray = Array.from({ length: 10_000 }, (_v, i) => i);

/**
 * Values no count or id accepts: wrong types, null, negative and fractional numbers, numbers as
 * strings, huge strings and arrays, deep nesting. Never a positive integer in range.
 */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.5,
    -0.5,
    1e30,
    -1e30,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-Infinity',
    '',
    '1',
    [],
    {},
    'x'.repeat(200_000),
    hugeArray,
    nested(500),
    { $gt: '' },
    { __proto__: { polluted: true } },
  ),
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** Keys whose value only a positive integer (or an array of ids and lines) can satisfy. */
const strictKeys = new Set([
  'quantity',
  'count',
  'branch_id',
  'item_id',
  'price_label_id',
  'user_id',
  'business_id',
  'package_id',
  'order_lines',
  'lines',
  'banners',
]);

type Path = (string | number)[];

/** Every path to a value inside a JSON document (the first element of each array stands for all). */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    const first = value.length > 0 ? valuePaths(value[0], [...prefix, 0]) : [];
    return [prefix, ...first].filter((p) => p.length > 0);
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...(prefix.length > 0 ? [prefix] : []),
      ...Object.entries(value).flatMap(([key, inner]) => valuePaths(inner, [...prefix, key])),
    ];
  }
  return prefix.length > 0 ? [prefix] : [];
}

/** A deep copy of a document with one path replaced, deleted, or given an unexpected sibling. */
function mutate(
  document: unknown,
  change: { path: Path; op: 'replace' | 'delete' | 'extra'; value: unknown; extraKey: string },
): unknown {
  const { path, op, value } = change;
  const copy = structuredClone(document);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (op === 'replace') parent[last] = value;
  else if (op === 'delete') delete parent[last];
  else if (!Array.isArray(parent)) parent[change.extraKey] = value;
  return copy;
}

/** The URL of a context, with its parameters and query. */
export function contextUrl(route: RouteEntry, context: RouteContext, query = context.query): string {
  const search = new URLSearchParams(query).toString();
  return fillRoute(route.url, context.params) + (search ? `?${search}` : '');
}

const json = { 'content-type': 'application/json' };

/** Generated bodies: one field spoiled at a time (wrong type, missing, extra), and whole bodies that are not objects. */
export function bodyCases(route: RouteEntry, context: RouteContext, runs: number, seed: number): BadRequest[] {
  const base = { method: route.method, url: contextUrl(route, context) };
  const headers = { ...context.headers, ...json };
  const cases: BadRequest[] = [
    ['[]', 'an array'],
    ['"text"', 'a string'],
    ['42', 'a number'],
    ['true', 'a boolean'],
    [JSON.stringify(hugeArray), 'an array of 10k numbers'],
    ['['.repeat(50_000) + ']'.repeat(50_000), 'arrays nested 50k deep'],
    ['{"__proto__":{"polluted":true}}', 'a __proto__ key'],
    ['{"constructor":{"prototype":{"polluted":true}}}', 'a constructor.prototype key'],
  ].map(([payload, what]) => ({ ...base, headers, payload, label: `body is ${what}`, mustReject: context.readsBody }));
  const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  cases.push({ ...base, headers, payload: deep, label: 'objects nested 5k deep', mustReject: false });

  const paths = valuePaths(context.body);
  if (paths.length === 0) paths.push(['unexpected']);
  const mutation = fc.record({
    path: fc.constantFrom(...paths),
    op: fc.constantFrom<'replace' | 'delete' | 'extra'>('replace', 'replace', 'replace', 'delete', 'extra'),
    value: malformedValue,
    // Fields a client must not set ride along as unexpected keys.
    extraKey: fc.constantFrom('unexpected', 'status', 'total', 'price', 'business_id', 'user_id', 'wallet_balance'),
  });
  for (const change of fc.sample(mutation, { numRuns: runs, seed })) {
    const { path, op, value } = change;
    const key = path[path.length - 1];
    const shown = JSON.stringify(value)?.slice(0, 60);
    cases.push({
      ...base,
      headers,
      payload: JSON.stringify(mutate(context.body, change)),
      label: `body ${op} ${op === 'extra' ? `${change.extraKey} beside ` : ''}${path.join('.')}${op === 'delete' ? '' : ` = ${shown}`}`,
      mustReject: context.readsBody && op === 'replace' && typeof key === 'string' && strictKeys.has(key),
    });
  }
  return cases;
}

/** Wrong content types, invalid JSON, and payloads past the body limit. */
export function contentCases(route: RouteEntry, context: RouteContext, bodyLimit: number): BadRequest[] {
  const base = { method: route.method, url: contextUrl(route, context), mustReject: context.readsBody };
  const valid = JSON.stringify(context.body ?? {});
  const withType = (type: string) => ({ ...context.headers, 'content-type': type });
  const padded = (size: number) => JSON.stringify({ ...(context.body as object), pad: 'x'.repeat(size) });
  return [
    { ...base, headers: withType('text/plain'), payload: valid, label: 'text/plain' },
    { ...base, headers: withType('application/x-www-form-urlencoded'), payload: 'a=1&b=2', label: 'a form' },
    {
      ...base,
      headers: withType('multipart/form-data; boundary=xyz'),
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
      label: 'multipart',
    },
    { ...base, headers: withType('application/xml'), payload: '<a>1</a>', label: 'xml' },
    { ...base, headers: withType('application/json'), payload: '{"branch_id": 1,', label: 'invalid JSON' },
    { ...base, headers: withType('application/json'), payload: "{'a': 1}", label: 'single-quoted JSON' },
    { ...base, headers: withType('application/json'), payload: '', label: 'an empty JSON body' },
    // Labelled utf-16 but sent as utf-8: read as JSON like any other, so it may be accepted.
    {
      ...base,
      headers: withType('application/json; charset=utf-16'),
      payload: valid,
      label: 'JSON labelled utf-16',
      mustReject: false,
    },
    {
      ...base,
      headers: withType('application/json'),
      payload: padded(bodyLimit),
      label: 'a body just past the limit',
      expectStatus: 413,
    },
    {
      ...base,
      headers: withType('application/json'),
      payload: padded(1024 * 1024),
      label: 'a 1 MB body',
      expectStatus: 413,
    },
  ];
}

const legitimate = (value: string, context: RouteContext) => Object.values(context.params).includes(value);

/** Each path parameter spoiled in turn with hostile text, unknown ids and generated strings. */
export function paramCases(route: RouteEntry, context: RouteContext, runs: number, seed: number): BadRequest[] {
  const cases: BadRequest[] = [];
  const body = route.method === 'POST' ? JSON.stringify(context.body ?? {}) : undefined;
  const headers = { ...context.headers, ...(body !== undefined ? json : {}) };
  for (const name of routeParams(route.url)) {
    // Not a valid percent-encoding: the router refuses it before any route runs.
    const raw = fillRoute(route.url, { ...context.params, [name]: '__raw__' }).replace('__raw__', '%E0%A4%A');
    cases.push({
      method: route.method,
      url: raw,
      headers,
      payload: body,
      label: `param ${name} badly encoded`,
      mustReject: true,
    });
    const generated = fc.sample(fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }), { numRuns: runs, seed });
    for (const value of [...hostileStrings, ...generated]) {
      cases.push({
        method: route.method,
        url: contextUrl(route, { ...context, params: { ...context.params, [name]: value } }),
        headers,
        payload: body,
        label: `param ${name} = ${JSON.stringify(value.slice(0, 60))}`,
        // A search term may be anything; no other parameter names something that does not exist.
        mustReject: name !== 'term' && !legitimate(value, context) && !/^\s*\+?0*[1-9]\d{0,8}\s*$/.test(value),
      });
    }
  }
  return cases;
}

/** Query strings with hostile values for the route's own keys and common ones, repeated and bracketed keys. */
export function queryCases(route: RouteEntry, context: RouteContext, runs: number, seed: number): BadRequest[] {
  const keys = [...new Set([...Object.keys(context.query), 'branch_id', 'page', 'business_id', 'full', 'type'])];
  const arbitrary = fc.record({
    key: fc.constantFrom(...keys, 'limit', 'date', 'shipping', 'locale', 'phone', 'branch'),
    value: fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 30, unit: 'binary' })),
  });
  const body = route.method === 'POST' ? JSON.stringify(context.body ?? {}) : undefined;
  const headers = { ...context.headers, ...(body !== undefined ? json : {}) };
  const path = fillRoute(route.url, context.params);
  const cases: BadRequest[] = fc.sample(arbitrary, { numRuns: runs, seed }).map(({ key, value }) => ({
    method: route.method,
    url: contextUrl(route, context, { ...context.query, [key]: value }),
    headers,
    payload: body,
    label: `query ${key} = ${JSON.stringify(value.slice(0, 60))}`,
    mustReject: false,
  }));
  for (const raw of ['branch_id=1&branch_id=2&page=1&page=2', 'a[b][c]=1&__proto__[x]=1', '%E0%A4%A=1', '&&==&']) {
    cases.push({
      method: route.method,
      url: `${path}?${raw}`,
      headers,
      payload: body,
      label: `query ${raw}`,
      mustReject: false,
    });
  }
  return cases;
}

/** Garbage in the Authorization header, and in Idempotency-Key where the route reads it. */
export function headerCases(route: RouteEntry, context: RouteContext, mustAuthenticate: boolean): BadRequest[] {
  const body = route.method === 'POST' ? JSON.stringify(context.body ?? {}) : undefined;
  const base = { method: route.method, url: contextUrl(route, context), payload: body };
  const headers = { ...context.headers, ...(body !== undefined ? json : {}) };
  const auth = ['Bearer usr_' + 'x'.repeat(5000), 'Bearer stf_abc', "Bearer ' OR 1=1 --", 'Basic YTpi', 'Bearer', ''];
  const cases: BadRequest[] = auth.map((value) => ({
    ...base,
    headers: { ...headers, authorization: value },
    label: `authorization ${JSON.stringify(value.slice(0, 30))}`,
    mustReject: mustAuthenticate,
  }));
  if ('idempotency-key' in context.headers) {
    for (const key of ['', 'short', 'x'.repeat(101), "' OR 1=1 -- x", 'ünïcödé-key-1']) {
      cases.push({
        ...base,
        headers: { ...headers, 'idempotency-key': key },
        label: `idempotency-key ${JSON.stringify(key.slice(0, 30))}`,
        mustReject: true,
      });
    }
  }
  return cases;
}
