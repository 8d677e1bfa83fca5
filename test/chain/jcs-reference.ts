/**
 * The hand-written RFC 8785 serializer Bansha used until issue 10 (src/api/chain.ts before the npm
 * package `canonicalize` replaced it), kept here unchanged as the oracle: every hash already stored was
 * taken over its output, so the library must give the same bytes.
 */
export function referenceCanonicalize(value: unknown): string {
  const out = serialize(value, false);
  if (out === undefined) throw new TypeError('canonicalize: value has no JSON form');
  return out;
}

function serialize(value: unknown, inArray: boolean): string | undefined {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new RangeError(`canonicalize: ${value} is not a JSON number`);
      // ECMAScript Number::toString, which RFC 8785 adopts; JSON.stringify also maps -0 to "0".
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('canonicalize: BigInt has no JSON form');
    case 'undefined':
    case 'function':
    case 'symbol':
      return inArray ? 'null' : undefined;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    return `[${value.map((item) => serialize(item, true)).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  // Array.prototype.sort without a comparator orders strings by UTF-16 code units, as RFC 8785 §3.2.3 asks.
  const keys = Object.keys(record).sort();
  const members: string[] = [];
  for (const key of keys) {
    const member = serialize(record[key], false);
    if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
  }
  return `{${members.join(',')}}`;
}
