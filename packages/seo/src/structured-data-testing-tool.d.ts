// structured-data-testing-tool ships no types: the part this package uses.
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
    expect?: unknown;
    optional?: boolean;
    warning?: boolean;
    description?: string;
    group?: string;
    error?: { message: string };
  }
  export interface SdttPreset {
    name: string;
    description: string;
    schema?: string;
    group?: string;
    conditional?: { test: string };
    tests: SdttTest[];
    presets?: SdttPreset[];
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
    structuredData: { jsonld: Record<string, unknown[]> };
  }
  const sdtt: {
    structuredDataTest(
      html: string,
      options: { presets?: SdttPreset[]; schemas?: string[] },
    ): Promise<SdttResult>;
  };
  export default sdtt;
}
declare module 'structured-data-testing-tool/presets.js' {
  import type { SdttPreset } from 'structured-data-testing-tool';

  const presets: { Google: SdttPreset; Twitter: SdttPreset; Facebook: SdttPreset };
  export default presets;
}
