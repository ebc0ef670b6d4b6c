import { describe, expect, it } from '@rstest/core';
import { type FrameReport, presentedScrollFrames } from './scroll-frames';

const VSYNC_US = 16_667;

/** One frame's report, as Chromium traces it: begun at vsync `index`. */
function report(
  index: number,
  state: string,
  scroll = 'SCROLL_COMPOSITOR_THREAD',
  blank = false,
): FrameReport {
  return {
    name: 'PipelineReporter',
    ph: 'b',
    ts: 1_000_000 + index * VSYNC_US,
    args: {
      frame_reporter: {
        frame_sequence: index,
        state,
        scroll_state: scroll,
        checkerboarded_needs_raster: blank,
        checkerboarded_needs_record: false,
        has_missing_content: false,
      },
    },
  };
}

describe('presentedScrollFrames', () => {
  it('gives the wait between two frames shown while scrolling: three dropped vsyncs are a 67 ms frame', () => {
    const { frames } = presentedScrollFrames({
      traceEvents: [
        report(0, 'STATE_NO_UPDATE_DESIRED', 'SCROLL_NONE'),
        report(1, 'STATE_PRESENTED_ALL'),
        report(2, 'STATE_PRESENTED_PARTIAL'),
        report(3, 'STATE_DROPPED'),
        report(4, 'STATE_DROPPED'),
        report(5, 'STATE_DROPPED'),
        report(6, 'STATE_PRESENTED_ALL'),
        // The scroll is over: a frame drawn later is no frame of the scroll.
        report(40, 'STATE_PRESENTED_ALL', 'SCROLL_NONE'),
      ],
    });
    expect(frames.map((ms) => Math.round(ms))).toEqual([17, 67]);
  });

  it('counts a frame once when it has two reports, and counts the frames shown with blank tiles', () => {
    const { frames, incomplete } = presentedScrollFrames({
      traceEvents: [
        report(1, 'STATE_PRESENTED_ALL'),
        report(2, 'STATE_PRESENTED_ALL', 'SCROLL_COMPOSITOR_THREAD', true),
        { ...report(2, 'STATE_PRESENTED_ALL'), ts: 1_000_000 + 2 * VSYNC_US + 3_000 },
        report(3, 'STATE_PRESENTED_ALL'),
      ],
    });
    expect(frames).toHaveLength(2);
    expect(incomplete).toBe(1);
  });
});
