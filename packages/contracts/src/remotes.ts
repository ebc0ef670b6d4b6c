import { remoteNames } from './routes';
import { z } from './zod';

/**
 * The run-time manifest (/remotes.json) the shell fetches at start: where each
 * remote's Module Federation manifest lives. Changing it redeploys a remote
 * without rebuilding the shell.
 */
export const remoteManifestSchema = z.object({
  remotes: z.partialRecord(z.enum(remoteNames as ['marketing', 'blog', 'account', 'admin']), z.string()),
  apiBaseUrl: z.string().default('/api'),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
