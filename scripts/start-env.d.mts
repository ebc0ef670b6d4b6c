export function startEnvironment(environment: Readonly<Record<string, string | undefined>>): {
  NODE_ENV?: string;
  DEMO_DATA?: string;
};
