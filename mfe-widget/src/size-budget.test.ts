/**
 * @jest-environment node
 */
// The budget is checked on a fresh production build of the current source, made by this test in
// a scratch folder: a dist/ left over from an older build (or none at all) cannot make it pass or
// fail. It takes a few seconds; the browser measure (bench/widget/measure.mjs) checks the same
// number over HTTP.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const KB = 1024;
const PAGE_BUDGET = 90 * KB;
const EMBED_BUDGET = 3 * KB;

interface SizeReport {
  pageScripts: { name: string; gzip: number }[];
  allPageJs: { name: string; gzip: number }[];
  embed: { name: string; gzip: number };
}

const total = (files: { gzip: number }[]) => files.reduce((sum, file) => sum + file.gzip, 0);

describe('what a visitor downloads', () => {
  let report: SizeReport;
  beforeAll(() => {
    const output = execFileSync(process.execPath, [path.resolve(__dirname, '../scripts/page-size-report.cjs')], { encoding: 'utf8' });
    report = JSON.parse(output.trim().split('\n').at(-1)!) as SizeReport;
  }, 180_000);

  it(`keeps all JavaScript of the widget page within ${PAGE_BUDGET / KB} KB gzip`, () => {
    expect(report.pageScripts.length).toBeGreaterThan(0);
    expect(total(report.allPageJs)).toBeGreaterThanOrEqual(total(report.pageScripts));
    expect(total(report.allPageJs)).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it(`keeps the embed loader within ${EMBED_BUDGET / KB} KB gzip`, () => {
    expect(report.embed.gzip).toBeGreaterThan(0);
    expect(report.embed.gzip).toBeLessThanOrEqual(EMBED_BUDGET);
  });
});
