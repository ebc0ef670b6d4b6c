import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import type { Federation } from './federation';
import { createRenderer } from './render';

/** A federation that records each load and fails the ones `failures` names, that many times. */
function recordingFederation(failures: Record<string, number>, down: string[] = []) {
  const loads: string[] = [];
  const federation: Federation = {
    version: async (app) => {
      if (down.includes(app)) throw new Error(`manifeste de ${app} : pas de réponse`);
      return `${app}-1`;
    },
    async load<T>(app: string, expose: string): Promise<T> {
      const name = `${app}/${expose}`;
      loads.push(name);
      if ((failures[name] ?? 0) > 0) {
        failures[name] = (failures[name] ?? 0) - 1;
        throw new Error(`${name} : pas de réponse`);
      }
      return {} as T;
    },
    onReload() {},
  };
  return { loads, federation };
}

const rendererWith = (federation: Federation) =>
  createRenderer({
    config: loadConfig({ WEB_ROOT: mkdtempSync(join(tmpdir(), 'lapm-warm-')) }),
    log: { warn: () => {}, error: () => {} },
    localOrigin: () => undefined,
    load: () => federation,
  });

describe('warming the pages before the first visitor', () => {
  it('loads the shell and every public screen once, and no screen the browser alone renders', async () => {
    const { loads, federation } = recordingFederation({});
    await rendererWith(federation).warm();
    expect(loads).toContain('shell/./server');
    expect(loads).toContain('marketing/./Home');
    expect(loads).toContain('blog/./BlogList');
    expect(loads).toContain('account/./Login');
    expect(loads.some((load) => load.startsWith('admin/'))).toBe(false);
    expect(new Set(loads).size).toBe(loads.length);
    const publicModules = new Set(
      routeTable.filter((route) => route.access === 'public').map((route) => route.module),
    );
    expect(loads.length).toBeLessThanOrEqual(publicModules.size + 1);
  });

  it('tries a screen cut short by the timeout again, and ends even when one never loads', async () => {
    const { loads, federation } = recordingFederation({ 'marketing/./Home': 2, 'blog/./BlogList': 99 });
    await rendererWith(federation).warm();
    expect(loads.filter((load) => load === 'marketing/./Home')).toHaveLength(3);
    expect(loads.filter((load) => load === 'blog/./BlogList')).toHaveLength(3);
  });

  it('does not try the screens of an app whose host does not answer', async () => {
    const { loads, federation } = recordingFederation({}, ['blog']);
    await rendererWith(federation).warm();
    expect(loads.some((load) => load.startsWith('blog/'))).toBe(false);
    expect(loads).toContain('marketing/./Home');
  });
});
