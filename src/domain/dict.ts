/**
 * Records keyed by what users name: vests, roles, statuses, options. A player may be called
 * `__proto__`, `constructor` or `toString`; on a plain object `o[name]` then reads (or, for
 * `__proto__`, writes) the prototype instead of the entry. So a record keyed by user data is read
 * only through `own` (its own entries, never an inherited one) and written only by defining a
 * property (`put`, or a spread `{ ...o, [k]: v }`, which defines), never by `o[k] = v`.
 *
 * This holds whatever the object's prototype is, so it survives everything the state goes through:
 * the copies of cloneState and apply (spreads, which define), the snapshot's JSON round trip (JSON.parse defines own properties,
 * `__proto__` included) and canonicalize (stateHash).
 */

/** The record's own entry under `key`, or undefined (never one inherited from Object.prototype). */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own, enumerable entry (`__proto__` included). */
export function put<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}
