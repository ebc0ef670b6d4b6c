import { type ComponentType, createContext } from 'react';

/**
 * What the server render hands the shell (packages/server/src/web/render.ts): the screen of
 * the page, already loaded from its remote's Node build, or `failed` when it could not be.
 * In the browser there is none: screens load lazily, and hydration waits for them.
 */
export interface ServerScreens {
  screens: ReadonlyMap<string, ComponentType>;
  failed: boolean;
}

export const ServerScreensContext = createContext<ServerScreens | null>(null);

export const screenKey = (remote: string, module: string) => `${remote}/${module}`;
