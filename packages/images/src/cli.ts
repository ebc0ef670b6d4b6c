// `pnpm --filter @lapm/images build`: processes photos/ into dist/ (the shell's build runs it too).
import { imagePaths } from './paths';
import { buildImages } from './pipeline';

const started = performance.now();
const { generated, skipped } = await buildImages(imagePaths);
console.log(
  `Images : ${generated.length} générée(s), ${skipped.length} inchangée(s) en ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
