// `pnpm --filter @lapm/images build`: processes photos/ into dist/ (the shell's build runs it too).
// `… manifest` (`--manifest`) writes only dist/photos.ts, what the remotes and the type checker import.
import { imagePaths } from './paths';
import { buildImages } from './pipeline';

const started = performance.now();
const encode = !process.argv.includes('--manifest');
const { generated, skipped } = await buildImages(imagePaths, { encode });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  encode
    ? `Images : ${generated.length} générée(s), ${skipped.length} inchangée(s) en ${seconds} s`
    : `Images : manifeste de ${generated.length + skipped.length} photo(s) écrit en ${seconds} s`,
);
