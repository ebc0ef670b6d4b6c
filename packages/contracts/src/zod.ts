import { z } from 'zod';

// Without this, zod probes `new Function('')` to decide whether it may compile its checks: under the
// site's Content-Security-Policy (no 'unsafe-eval') the browser blocks and reports that probe. Every
// schema module of this package takes `z` from here, so the setting comes with whichever one an app
// uses (the package is side-effect free: a module nobody imports is left out, with its settings).
z.config({ jitless: true });

export { z };
