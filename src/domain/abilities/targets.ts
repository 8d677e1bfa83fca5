/** One target: the common target count of the abilities. */
export const one = { min: 1, max: 1 } as const;
