/**
 * Input lengths the contracts' schemas accept. Capping the inputs at these lengths
 * means the schemas' own length checks (which carry no French text) never fire.
 */
export const inputLimits = {
  name: 100,
  email: 254,
  address: 500,
  password: 1024,
} as const;
