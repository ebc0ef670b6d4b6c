/** What each bench of `pnpm bench` records in benchmarks/<name>.json (times in ms unless named). */

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  /** Load averages (1, 5, 15 min) when the bench started and when it ended. */
  load: { start: number[]; end: number[] };
}

/** MiB of the server process, its photo encoder's (absent from older results) and its database's processes. */
export interface Memory {
  rss: { total: number; server: number; encoder?: number; database: number };
  pss: { total: number; server: number; encoder?: number; database: number };
}

export interface Load {
  rate: number;
  p50?: number;
  p99: number;
  failures: number;
}

/** A target as the script judges it: the measure and the target, as printed. */
export interface Target {
  label: string;
  value: string;
  target: string;
  met: boolean;
}

/** One request of a page load: when it started and ended (ms from the page's request), what it weighed. */
export interface WaterfallEntry {
  /** The address without its origin, cut to its meaningful part. */
  url: string;
  type: string;
  /** The browser's priority when it was sent (VeryHigh … VeryLow). */
  priority: string;
  startMs: number;
  endMs: number;
  /** Bytes on the wire (headers and compressed body). */
  bytes: number;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface FirstTap {
  times: number[];
  tries: number;
  lost: number;
  medianMs: number;
}

/** One script a visit downloaded: bytes on the wire as served, and gzip level 9 of its body. */
export interface StartScript {
  path: string;
  /** The app that built it: `shell` or `remote-<name>`. */
  workspace: string;
  wire: number;
  gzip: number;
  /** Named by the page itself (its `<script src>`), not loaded by another script. */
  start: boolean;
}

export interface ScriptSums {
  total: { wire: number; gzip: number };
  byWorkspace: { workspace: string; files: number; wire: number; gzip: number }[];
}

export interface BenchResults {
  api: {
    database: 'embedded' | 'external';
    connections: number;
    seconds: number;
    startMs: { first: number; later: number };
    memory: { idle: Memory; loaded: Memory };
    calls: ({ name: string } & Load)[];
    targets: Target[];
  };
  pages: {
    connections: number;
    seconds: number;
    target: { rate: number; p99: number };
    pages: ({ path: string; firstMs: number; met: boolean } & Load)[];
    queries: ({ label: string; share: number; target: number; met: boolean } & Load)[];
    renders: { count: number; p50: number; p90: number };
  };
  photos: {
    pipeline: {
      photos: number;
      profile: string;
      formats: string[];
      meanSeconds: number;
      minSeconds: number;
      maxSeconds: number;
      variantMBPerPhoto: number;
      peakRssMiB: number;
    }[];
    queue: {
      photos: number;
      ready: number;
      failed: number;
      uploadSeconds: number;
      totalSeconds: number;
      memory: { idle: Memory; peak: Memory };
      /** `/` at 10 connections, idle and while the queue runs (null without a built site). */
      home: { idle: Load; busy: Load } | null;
    };
    sessionPhotos: number;
  };
  gallery: {
    photos: number;
    photoMB: number;
    ready: number;
    failed: number;
    uploadSeconds: number;
    totalSeconds: number;
    firstThumbnailSeconds: number;
    memory: { idle: Memory; peak: Memory };
    zip: { MB: number; seconds: number; firstByteMs: number };
    watermark: { width: number; ms: number }[];
    preview: { width: number; KB: number; connections: number; seconds: number };
    /** `/` fetched one request at a time: idle, beside the previews at full speed, at the target rate. */
    home: Record<'idle' | 'busy' | 'paced', { median: number; p95: number; requests: number }>;
    previewLoad: Record<'full' | 'paced', { rate: number; p99: number; errors: number }>;
    previewTargetRate: number;
    library: { photos: number; perPhotoSeconds: number };
    sessionPhotos: number;
  };
  lighthouse: {
    runs: number;
    protocol: string;
    benchmarkIndex: number;
    rows: ({
      path: string;
      elsewhere: boolean;
      startWire: number;
      scriptWire: number;
      scriptGzip: number;
      scriptFiles: number;
      failing: string[];
    } & LighthouseFigures)[];
    firstTap: FirstTap;
    hydratedMs: { header: number; screen: number; longestTask: number; blocking: number };
  };
  'lighthouse-busy': {
    photos: number;
    photosPerMinute: number;
    rows: ({ path: string; waitingBefore: number; waitingAfter: number } & LighthouseFigures)[];
  };
  floor: {
    runs: number;
    benchmarkIndex: number;
    rows: { path: string; page: LighthouseFigures; floor: LighthouseFigures; misses: string[] }[];
  };
  'first-tap': {
    tap: FirstTap;
    cpuSlowdown: number;
    links: { returning: boolean; from: string; clicks: number; lost: number; beforeApp: number }[];
  };
  'early-visits': {
    tries: number;
    checks: { name: string; passed: boolean; why: string }[];
    visits: { kind: string; path: string; kept: number; total: number; early: number; lost: string[] }[];
  };
  'gallery-scroll': {
    photos: number;
    processedSeconds: number;
    pxPerMs: number;
    runs: {
      label: string;
      frames: number;
      maxMs: number;
      p95Ms: number;
      over50: number;
      /** Long animation frames (over 50 ms) the browser reported during the scroll. */
      longAnimationFrames?: number;
      /** Frames presented with blank tiles (content not drawn yet), in a compositor scroll. */
      incompleteFrames?: number;
    }[];
  };
  'gallery-first-screen': {
    photos: number;
    network: { downKbps: number; rttMs: number; cpuSlowdown: number; width: number };
    /** Each run's time from navigation to the cover painted (its largest-contentful-paint), in ms. */
    coverMs: number[];
    medianMs: number;
    targetMs: number;
    htmlBytes: number;
    bootDataBytes: number;
    /** The first run's bytes on the wire of the requests sent before the cover painted. */
    bytesBeforeCover?: number;
    /** The first run's requests sent before the cover painted, in the order they started. */
    waterfall?: WaterfallEntry[];
  };
  'start-size': {
    path: string;
    width: number;
    targetKB: number;
    /** Requests the server answered with an encoding, as Chromium asked over plain HTTP. */
    encoding: string;
    files: StartScript[];
    /** The last different figures, so a cut reads as before and after (start-size.ts). */
    previous?: { date: string; commit: string; uncommittedChanges: boolean } & ScriptSums;
  } & ScriptSums;
  'gallery-upload': {
    photos: number;
    photoMB: number;
    ready: number;
    failed: number;
    uploadSeconds: number;
    totalSeconds: number;
    perPhotoSeconds: number;
    /** The same rate carried to `projectedFor` photos, when fewer were measured. */
    projectedFor: number;
    projectedSeconds: number;
  };
}

export type BenchName = keyof BenchResults;

export interface BenchFile<N extends BenchName = BenchName> {
  bench: N;
  /** The command that wrote it. */
  command: string;
  date: string;
  commit: string;
  /** Tracked files differed from the commit when it ran. */
  uncommittedChanges: boolean;
  machine: Machine;
  results: BenchResults[N];
}
