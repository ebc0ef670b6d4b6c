import { createHash } from 'node:crypto';
import { compileStartScript } from './compile';
import { START_NAMES } from './names';

/** Compiled once by the server's build and tests (rsbuild.config.ts, rstest.config.ts); absent when the sources run as they are. */
declare const LAPM_APP_START_SCRIPT: string | undefined;

/** The inline script of a server-rendered page: ./start-app.ts, compiled and minified. */
export const APP_START_SCRIPT =
  typeof LAPM_APP_START_SCRIPT === 'string' ? LAPM_APP_START_SCRIPT : compileStartScript(START_NAMES);

/** The start script's entry in the Content-Security-Policy: this script, and no other inline one. */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
