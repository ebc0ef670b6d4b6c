import { type Context, createContext } from 'react';

/**
 * A React context every copy of this package reads as one: each app bundles its own copy, so the
 * context lives under a global symbol (`lapm.<name>`), created by the first copy to load; with the
 * site's one React, a provider of one app reaches the screens of another.
 */
export function sharedContext<T>(name: string, initial: T): Context<T> {
  const key = Symbol.for(`lapm.${name}`);
  const holder = globalThis as { [key: symbol]: Context<T> | undefined };
  holder[key] ??= createContext<T>(initial);
  return holder[key];
}
