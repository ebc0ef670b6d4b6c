import { PassThrough } from 'node:stream';

/** The lines a server logged (pino's JSON, one a line), parsed as they arrive. */
export function logLines() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part) lines.push(JSON.parse(part));
  });
  return { stream, lines };
}
