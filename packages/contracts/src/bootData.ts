import { remoteManifestSchema } from './remotes';
import type { PageData } from './rendering';

import { z } from './zod';

/**
 * What the browser needs to start a page the server sent (docs/decisions/0003): the run-time
 * manifest of the remotes; the browser manifests of the versions the server rendered with, by
 * URL, so that a redeploy between the render and the start cannot break hydration; the page's
 * data (docs/decisions/0008); the seed of the page's random draws (docs/decisions/0006); and
 * Contact's details as she published them (docs/decisions/0018).
 * The server builds it with this schema; the shell, which ships without zod, reads it as typed.
 */
export const bootDataSchema = z.object({
  remotes: remoteManifestSchema,
  pinned: z.record(z.string(), z.unknown()),
  page: z.object({ path: z.string(), values: z.record(z.string(), z.unknown()) }).optional(),
  seed: z.number().int().nonnegative().optional(),
  /** Contact's details as published: the footer and the structured data of every page read them. */
  contact: z
    .object({
      email: z.string(),
      phone: z.string(),
      hours: z.string(),
      areas: z.array(z.object({ department: z.string(), towns: z.array(z.string()) })),
    })
    .optional(),
});
export type BootData = z.infer<typeof bootDataSchema> & { page?: PageData };
