import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Rsbuild plugin for the shell's build: runs the image pipeline (@lapm/images) first,
 * so `pnpm build` always leaves the site's photo variants next to the apps. Unchanged
 * photos are skipped, so it costs nothing when no photo was added.
 */
export function pluginImages(): RsbuildPlugin {
  return {
    name: 'lapm:images',
    setup(api) {
      api.onBeforeBuild(async () => {
        // Loaded here, not at the top: sharp is only needed when a build actually runs.
        const [{ buildImages }, { imagePaths }] = await Promise.all([
          import('@lapm/images/pipeline'),
          import('@lapm/images/paths'),
        ]);
        const { generated, skipped } = await buildImages(imagePaths);
        api.logger.info(`images: ${generated.length} generated, ${skipped.length} unchanged`);
      });
    },
  };
}
