import { describe, expect, it } from '@rstest/core';
import { lint } from './lint-probe';

/**
 * The architecture's import rules, enforced by `pnpm lint` (biome.json, noRestrictedImports):
 * each is broken on purpose in a file of the part it protects, and Biome must refuse it.
 */
const cases: { rule: string; file: string; source: string }[] = [
  {
    rule: 'a remote imports another remote',
    file: 'remote-blog/src/lint-probe.ts',
    source: "import '@lapm/remote-marketing';",
  },
  {
    rule: 'a remote reaches into another remote’s files',
    file: 'remote-account/src/lint-probe.ts',
    source: "import '../../remote-admin/src/index';",
  },
  {
    rule: 'a remote imports the shell',
    file: 'remote-admin/src/lint-probe.ts',
    source: "import '@lapm/shell';",
  },
  {
    rule: 'a shared package imports an app',
    file: 'packages/ui/src/lint-probe.ts',
    source: "import '../../../shell/src/app/App';",
  },
  {
    rule: 'the article package imports an app',
    file: 'packages/articles/src/lint-probe.ts',
    source: "import '@lapm/remote-blog';",
  },
  {
    rule: 'the form kit imports an app',
    file: 'packages/forms/src/lint-probe.ts',
    source: "import '@lapm/remote-account';",
  },
  {
    rule: 'the form kit imports the server',
    file: 'packages/forms/src/lint-probe2.ts',
    source: "import '../../server/src/config';",
  },
  {
    rule: 'the shell imports the form kit, which would grow its start-up bytes',
    file: 'shell/src/lint-probe4.ts',
    source: "import '@lapm/forms';",
  },
  {
    rule: 'the server package imports an app',
    file: 'packages/server/src/lint-probe.ts',
    source: "import '@lapm/remote-blog';",
  },
  {
    rule: 'the API imports the rendering of pages',
    file: 'packages/server/src/api/lint-probe.ts',
    source: "import '../web/render';",
  },
  {
    rule: 'an API feature imports the rendering of pages',
    file: 'packages/server/src/api/photos/lint-probe.ts',
    source: "import '../../web/page-address';",
  },
  {
    rule: 'the API imports an app',
    file: 'packages/server/src/api/lint-probe2.ts',
    source: "import '@lapm/remote-blog';",
  },
  {
    rule: 'browser code imports the server',
    file: 'remote-marketing/src/lint-probe.ts',
    source: "import '@lapm/server';",
  },
  {
    rule: 'a browser package imports the server',
    file: 'packages/contracts/src/lint-probe.ts',
    source: "import '../../server/src/config';",
  },
  {
    rule: 'the shell imports the server',
    file: 'shell/src/lint-probe3.ts',
    source: "import '@lapm/server';",
  },
  {
    rule: 'the shell imports zod',
    file: 'shell/src/lint-probe.ts',
    source: "import { z } from 'zod';\nvoid z;",
  },
  {
    rule: 'the shell imports a remote instead of loading it at run time',
    file: 'shell/src/lint-probe2.ts',
    source: "import '@lapm/remote-blog';",
  },
];

describe('import rules', () => {
  for (const { rule, file, source } of cases) {
    it(`refuses: ${rule}`, async () => {
      const { failed, output } = await lint(file, source);
      expect(failed).toBe(true);
      expect(output).toContain('noRestrictedImports');
    });
  }

  it('accepts what the architecture allows: a remote importing a shared package', async () => {
    const { failed, output } = await lint(
      'remote-blog/src/lint-probe-allowed.ts',
      "import { paths } from '@lapm/contracts';\nvoid paths;",
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(failed).toBe(false);
  });

  it('accepts what the architecture allows: the API importing the content module', async () => {
    const { failed, output } = await lint(
      'packages/server/src/api/lint-probe-allowed.ts',
      "import { ANY_CONTENT } from '../content/page-data';\nvoid ANY_CONTENT;",
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(failed).toBe(false);
  });
});
