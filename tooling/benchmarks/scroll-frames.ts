// The frames a visitor sees during a scroll, read from a trace of the browser's frame reporter
// (category disabled-by-default-devtools.timeline.frame): one report a frame, with whether the
// compositor was scrolling, whether the frame was presented, and whether it showed blank tiles.

export interface FrameReport {
  name: string;
  ph: string;
  ts: number;
  args?: {
    frame_reporter?: {
      frame_sequence: number;
      state: string;
      scroll_state: string;
      checkerboarded_needs_raster: boolean;
      checkerboarded_needs_record: boolean;
      has_missing_content: boolean;
    };
  };
}

/** The frames presented during the scroll, and how many showed blank tiles. */
export function presentedScrollFrames(trace: { traceEvents: FrameReport[] }) {
  const presented = new Map<number, { ts: number; incomplete: boolean }>();
  for (const event of trace.traceEvents) {
    const report =
      event.name === 'PipelineReporter' && event.ph === 'b' ? event.args?.frame_reporter : undefined;
    if (report?.scroll_state !== 'SCROLL_COMPOSITOR_THREAD' || !report.state.startsWith('STATE_PRESENTED'))
      continue;
    const incomplete =
      report.checkerboarded_needs_raster || report.checkerboarded_needs_record || report.has_missing_content;
    const seen = presented.get(report.frame_sequence);
    presented.set(report.frame_sequence, {
      ts: seen?.ts ?? event.ts,
      incomplete: incomplete || !!seen?.incomplete,
    });
  }
  const frames = [...presented.values()].sort((a, b) => a.ts - b.ts);
  const times = frames.map((frame) => frame.ts);
  return {
    frames: times.slice(1).map((ts, index) => (ts - (times[index] ?? ts)) / 1000),
    incomplete: frames.filter((frame) => frame.incomplete).length,
  };
}
