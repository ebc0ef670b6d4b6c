import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints "N passed, N failed" alone on the last line, the summary CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    // Count each test once, by its final outcome after retries.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult) {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`\n${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
