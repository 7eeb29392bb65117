/**
 * The emulation itself, on small workflows: what run-workflow.ts and matrix-expansion.ts add to
 * GitHub's parser and evaluator (scheduling, status functions, matrix expansion, fail-fast,
 * max-parallel) must match GitHub's documented behaviour, or the example-workflow tests prove
 * nothing. Also the route-output builder's contract.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandMatrix, MATRIX_JOB_LIMIT } from './matrix-expansion.js';
import { parseWorkflowText } from './parse-workflow.js';
import { noWorkOutputs, rejectedOutputs, routeJobResult, routeOutputs } from './route-outputs.js';
import { evaluateWorkflow, jobRun, type EvaluateOptions, type JobResults, type WorkflowRun } from './run-workflow.js';

const dir = mkdtempSync(join(tmpdir(), 'legion-workflow-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

async function runText(yaml: string, results: JobResults = {}, options: EvaluateOptions = {}): Promise<WorkflowRun> {
  const file = join(dir, `workflow-${++files}.yml`);
  writeFileSync(file, yaml);
  return evaluateWorkflow(file, noWorkOutputs(), results, options);
}

function results(run: WorkflowRun): Record<string, string> {
  return Object.fromEntries(run.jobs.map((job) => [job.id, job.result]));
}

const job = (extra: string, script = 'true'): string => `    runs-on: ubuntu-latest\n${extra}    steps:\n      - run: ${script}\n`;

describe('GitHub’s parser rejects what GitHub rejects', () => {
  it.each([
    ['a need that names no job', 'on: push\njobs:\n  s:\n' + job('') + '  a:\n    needs: nope\n' + job(''), "depends on unknown job 'nope'"],
    ['no job without needs', 'on: push\njobs:\n  a:\n    needs: a\n' + job(''), 'at least one job with no dependencies'],
    ['a cycle', 'on: push\njobs:\n  s:\n' + job('') + '  a:\n    needs: b\n' + job('') + '  b:\n    needs: a\n' + job(''), 'creates a cycle'],
    ['matrix in a job-level if', 'on: push\njobs:\n  a:\n    if: matrix.x\n' + job(''), "Unrecognized named-value: 'matrix'"],
    ['steps in a job-level if', 'on: push\njobs:\n  a:\n    if: steps.x.outcome\n' + job(''), "Unrecognized named-value: 'steps'"],
    ['an unknown key', 'on: push\njobs:\n  a:\n    max-parallel: 2\n' + job(''), "Unexpected value 'max-parallel'"],
  ])('%s', async (_name, yaml, message) => {
    const { errors } = await parseWorkflowText('bad.yml', yaml);
    expect(errors.join('\n')).toContain(message);
  });
});

describe('scheduling and status functions', () => {
  it('implicit success(): a failed or skipped ancestor skips the job; always() and failure() run', async () => {
    const run = await runText(
      [
        'on: push',
        'jobs:',
        '  a:',
        job('', 'exit 1'),
        '  b:\n    needs: a',
        job(''),
        '  c:\n    needs: a\n    if: always()',
        job(''),
        '  d:\n    needs: a\n    if: failure()',
        job(''),
        // c succeeded, but its ancestor a failed: success() is false (actions/runner#2205).
        '  e:\n    needs: c',
        job(''),
        "  f:\n    needs: c\n    if: success('c')",
        job(''),
      ].join('\n'),
    );
    expect(results(run)).toEqual({ a: 'failure', b: 'skipped', c: 'success', d: 'success', e: 'skipped', f: 'success' });
    expect(jobRun(run, 'b').condition).toBe('success()');
  });

  it('a skipped job skips the jobs that need it, unless they say always()', async () => {
    const run = await runText(
      ['on: push', 'jobs:', '  a:\n    if: false', job(''), '  b:\n    needs: a', job(''), '  c:\n    needs: [a, b]\n    if: always()', job('')].join('\n'),
    );
    expect(results(run)).toEqual({ a: 'skipped', b: 'skipped', c: 'success' });
  });

  it('cancelled(): jobs that become ready after the cancel see it; success() is false then', async () => {
    const yaml = [
      'on: push',
      'jobs:',
      '  a:',
      job(''),
      '  b:\n    needs: a',
      job(''),
      '  c:\n    needs: a\n    if: cancelled()',
      job(''),
      '  d:\n    needs: [b, c]\n    if: always()',
      job(''),
    ].join('\n');
    expect(results(await runText(yaml))).toEqual({ a: 'success', b: 'success', c: 'skipped', d: 'success' });
    expect(results(await runText(yaml, {}, { cancelAt: 1 }))).toEqual({ a: 'success', b: 'skipped', c: 'success', d: 'success' });
  });

  it('jobs start when their needs finished: ticks follow the longest chain', async () => {
    const run = await runText(['on: push', 'jobs:', '  a:', job(''), '  b:\n    needs: a', job(''), '  c:\n    needs: [a, b]', job(''), '  d:\n    needs: a', job('')].join('\n'));
    expect(run.jobs.map((j) => [j.id, j.readyAt, j.finishedAt])).toEqual([
      ['a', 0, 1],
      ['b', 1, 2],
      ['c', 2, 3],
      ['d', 1, 2],
    ]);
  });

  it('an if: that cannot be evaluated fails the job', async () => {
    const run = await runText(['on: push', 'jobs:', "  a:\n    if: fromJSON('') == 1", job('')].join('\n'));
    expect(jobRun(run, 'a').result).toBe('failure');
    expect(jobRun(run, 'a').reason).toContain('empty input');
  });

  it('job outputs flow through needs; given results win over steps; unknown keys are reported', async () => {
    const run = await runText(
      [
        'on: push',
        'jobs:',
        '  a:\n    outputs:\n      said: ${{ steps.say.outcome }}',
        '    runs-on: ubuntu-latest\n    steps:\n      - id: say\n        run: echo hi',
        '  b:\n    needs: a\n    runs-on: ubuntu-latest\n    steps:\n      - env:\n          SAID: ${{ needs.a.outputs.said }}\n        run: test "$SAID" = success',
        '  c:\n    needs: b',
        job(''),
      ].join('\n'),
      { c: 'failure', 'x · typo': 'failure' },
    );
    expect(jobRun(run, 'a').outputs).toEqual({ said: 'success' });
    expect(results(run)).toEqual({ a: 'success', b: 'success', c: 'failure' });
    expect(jobRun(run, 'b').legs[0]?.steps[0]?.env).toEqual({ SAID: 'success' });
    expect(run.unusedResults).toEqual(['x · typo']);
  });
});

describe('steps', () => {
  it('GITHUB_OUTPUT: name=value lines and delimited blocks become the step’s outputs, read by later steps and job outputs', async () => {
    const run = await runText(
      [
        'on: push',
        'jobs:',
        '  a:\n    outputs:\n      text: ${{ steps.w.outputs.text }}',
        '    runs-on: ubuntu-latest\n    steps:',
        '      - id: w\n        run: |\n          echo \'one=1\' >> "$GITHUB_OUTPUT"\n          printf \'text<<EOT\\nline 1\\nline=2\\nEOT\\n\' >> "$GITHUB_OUTPUT"',
        '      - env:\n          ONE: ${{ steps.w.outputs.one }}\n        run: test "$ONE" = 1',
        '      - id: broken\n        run: printf \'x<<END\\nno end\\n\' >> "$GITHUB_OUTPUT"',
      ].join('\n'),
    );
    const [written, read, broken] = jobRun(run, 'a').legs[0]?.steps ?? [];
    expect(written?.outputs).toEqual({ one: '1', text: 'line 1\nline=2' });
    expect(read?.conclusion).toBe('success');
    expect(broken?.conclusion).toBe('failure');
    expect(broken?.output).toContain('no closing delimiter');
    expect(jobRun(run, 'a').outputs).toEqual({ text: 'line 1\nline=2' });
  });

  it('uses: steps: with: evaluated (secrets, runner, env), outcome and outputs given by leg or job, the if: still decides', async () => {
    const yaml = [
      'on: push',
      'jobs:',
      '  a:\n    strategy:\n      matrix:\n        n: [1, 2]',
      "    env:\n      KEY_SET: ${{ secrets.KEY != '' }}",
      '    outputs:\n      got: ${{ steps.act.outputs.got }}',
      '    runs-on: ubuntu-latest\n    steps:',
      "      - id: act\n        if: env.KEY_SET == 'true'\n        uses: ./act\n        with:\n          key: ${{ secrets.KEY }}\n          dir: ${{ runner.temp }}/x\n          n: ${{ matrix.n }}",
      "      - id: after\n        if: ${{ !cancelled() && steps.act.outcome == 'failure' }}\n        uses: ./after",
    ].join('\n');
    const withKey = await runText(yaml, {}, { secrets: { KEY: 's3cret' }, steps: { 'a (2)/act': { outcome: 'failure' }, 'a/act': { outputs: { got: 'yes' } } } });
    const [first, second] = jobRun(withKey, 'a').legs;
    expect(first?.steps.map((step) => [step.id, step.uses, step.conclusion])).toEqual([
      ['act', './act', 'success'],
      ['after', './after', 'skipped'],
    ]);
    expect(first?.steps[0]?.with).toEqual({ key: 's3cret', dir: '/tmp/x', n: '1' });
    expect(first?.outputs).toEqual({ got: 'yes' });
    expect(second?.steps.map((step) => step.conclusion)).toEqual(['failure', 'success']);
    expect(second?.result).toBe('failure');
    expect(withKey.unusedResults).toEqual([]);
    const withoutKey = await runText(yaml, {}, { steps: { 'a/act': { outcome: 'failure' } } });
    expect(jobRun(withoutKey, 'a').legs.map((leg) => leg.steps.map((step) => step.conclusion))).toEqual([
      ['skipped', 'skipped'],
      ['skipped', 'skipped'],
    ]);
    expect(withoutKey.unusedResults).toEqual(['a/act']);
  });

  it('step if:, continue-on-error and a failing script', async () => {
    const run = await runText(
      [
        'on: push',
        'jobs:',
        '  a:\n    runs-on: ubuntu-latest\n    steps:',
        '      - id: soft\n        continue-on-error: true\n        run: exit 3',
        '      - id: after-soft\n        if: steps.soft.outcome == \'failure\'\n        run: "true"',
        '      - id: hard\n        run: exit 1',
        '      - id: skipped\n        run: "true"',
        '      - id: cleanup\n        if: failure()\n        run: echo "::error::cleaned up"',
      ].join('\n'),
    );
    const steps = jobRun(run, 'a').legs[0]?.steps ?? [];
    expect(steps.map((s) => [s.id, s.outcome, s.conclusion])).toEqual([
      ['soft', 'failure', 'success'],
      ['after-soft', 'success', 'success'],
      ['hard', 'failure', 'failure'],
      ['skipped', 'skipped', 'skipped'],
      ['cleanup', 'success', 'success'],
    ]);
    expect(steps[4]?.annotations).toEqual(['error::cleaned up']);
    expect(jobRun(run, 'a').result).toBe('failure');
  });

  it('refuses a multi-line block scalar with ${{ }} (the package keeps its raw source; GitHub folds it)', async () => {
    const run = await runText(
      [
        'on: push',
        'jobs:',
        '  a:\n    runs-on: ubuntu-latest\n    steps:',
        '      - env:\n          X: >-\n            ${{ github.sha }}\n            ${{ github.ref }}\n        run: echo "$X"',
      ].join('\n'),
    );
    expect(jobRun(run, 'a').result).toBe('failure');
    expect(jobRun(run, 'a').legs[0]?.steps[0]?.reason).toContain('multi-line block scalar');
  });
});

describe('matrix legs', () => {
  const matrixJob = (strategy: string, extra = ''): string =>
    [
      'on: push',
      'jobs:',
      '  m:',
      `    strategy:\n${strategy}`,
      `    runs-on: ubuntu-latest\n${extra}    steps:\n      - env:\n          N: \${{ matrix.n }}\n        run: test "$N" != 2`,
    ].join('\n');

  it('fail-fast (the default) cancels the legs that have not started after a failure', async () => {
    const run = await runText(matrixJob('      max-parallel: 2\n      matrix:\n        n: [1, 2, 3, 4, 5]'));
    const m = jobRun(run, 'm');
    expect(m.strategy).toEqual({ failFast: true, maxParallel: 2, legs: 5 });
    expect(m.legs.map((leg) => [leg.name, leg.result, leg.start])).toEqual([
      ['m (1)', 'success', 0],
      ['m (2)', 'failure', 0],
      ['m (3)', 'cancelled', undefined],
      ['m (4)', 'cancelled', undefined],
      ['m (5)', 'cancelled', undefined],
    ]);
    expect(m.result).toBe('failure');
  });

  it('fail-fast false runs every leg; max-parallel limits how many start per tick', async () => {
    const run = await runText(matrixJob('      fail-fast: false\n      max-parallel: 2\n      matrix:\n        n: [1, 2, 3, 4, 5]'));
    const m = jobRun(run, 'm');
    expect(m.legs.map((leg) => [leg.result, leg.start])).toEqual([
      ['success', 0],
      ['failure', 0],
      ['success', 1],
      ['success', 1],
      ['success', 2],
    ]);
    expect(m.result).toBe('failure');
  });

  it('without max-parallel every leg starts at once; the name template is evaluated per leg', async () => {
    const run = await runText(matrixJob('      matrix:\n        n: [1, 3]', '    name: n is ${{ matrix.n }}\n'));
    expect(jobRun(run, 'm').legs.map((leg) => [leg.name, leg.start, leg.result])).toEqual([
      ['n is 1', 0, 'success'],
      ['n is 3', 0, 'success'],
    ]);
  });

  it.each([
    ['an empty include list', `      matrix: \${{ fromJSON('{"include":[]}') }}`, 'no combination'],
    ['a slot past the end of the list', `      matrix: \${{ fromJSON('[{"include":[{"n":1}]}]')[1] }}`, 'must be a mapping, got null'],
    ['max-parallel 0', '      max-parallel: 0\n      matrix:\n        n: [1]', 'max-parallel must be a positive integer'],
    ['max-parallel from a missing slot', `      max-parallel: \${{ fromJSON('[1]')[1] }}\n      matrix:\n        n: [1]`, 'max-parallel must be a positive integer, got null'],
  ])('%s fails the job before any leg', async (_name, strategy, reason) => {
    const run = await runText(matrixJob(strategy));
    expect(jobRun(run, 'm').result).toBe('failure');
    expect(jobRun(run, 'm').reason).toContain(reason);
    expect(jobRun(run, 'm').legs).toEqual([]);
  });
});

describe('matrix expansion (GitHub docs, "Expanding or adding matrix configurations")', () => {
  it('include extends the combinations it does not change, and adds the ones it fits nowhere', () => {
    expect(
      expandMatrix({
        fruit: ['apple', 'pear'],
        animal: ['cat', 'dog'],
        include: [{ color: 'green' }, { color: 'pink', animal: 'cat' }, { fruit: 'apple', shape: 'circle' }, { fruit: 'banana' }, { fruit: 'banana', animal: 'cat' }],
      }),
    ).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'pear', animal: 'dog', color: 'green' },
      { fruit: 'banana' },
      { fruit: 'banana', animal: 'cat' },
    ]);
  });

  it('exclude removes partial matches; an include-only matrix is one leg per object', () => {
    expect(expandMatrix({ os: ['a', 'b'], v: [1, 2], exclude: [{ os: 'b', v: 2 }] })).toEqual([
      { os: 'a', v: 1 },
      { os: 'a', v: 2 },
      { os: 'b', v: 1 },
    ]);
    expect(expandMatrix({ include: [{ id: 'x' }, { id: 'y' }] })).toEqual([{ id: 'x' }, { id: 'y' }]);
  });

  it('rejects what GitHub rejects', () => {
    expect(() => expandMatrix({ v: [] })).toThrow("matrix vector 'v' does not contain any values");
    expect(() => expandMatrix({ v: [1], exclude: [{ w: 1 }] })).toThrow("exclude key 'w'");
    expect(() => expandMatrix({ include: Array.from({ length: MATRIX_JOB_LIMIT + 1 }, (_, id) => ({ id })) })).toThrow('over GitHub');
    expect(expandMatrix({ include: Array.from({ length: MATRIX_JOB_LIMIT }, (_, id) => ({ id })) })).toHaveLength(MATRIX_JOB_LIMIT);
  });
});

describe('route-output builder (the output contract)', () => {
  it('one matrix per non-empty wave, ascending and densely packed; every entry keeps its wave', () => {
    const outputs = routeOutputs([
      { id: '01-03', wave: 3 },
      { id: '01-01', wave: 1 },
      { id: '01-02', wave: 1, read_only: true, environment: 'legion-approval' },
    ]);
    const waves = JSON.parse(outputs['waves'] as string) as { include: Record<string, unknown>[] }[];
    expect(waves.map((wave) => wave.include.map((entry) => [entry['id'], entry['wave']]))).toEqual([
      [
        ['01-01', 1],
        ['01-02', 1],
      ],
      [['01-03', 3]],
    ]);
    for (const entry of waves.flatMap((wave) => wave.include)) expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'plan', 'wave', 'read_only', 'environment']));
    expect(outputs).toMatchObject({ 'wave-count': '2', 'wave-max-parallel': '[2,1]', 'has-work': 'true', count: '3', 'error-code': '' });
    expect((JSON.parse(outputs['matrix'] as string) as { include: unknown[] }).include).toHaveLength(3);
  });

  it('batches stay within their wave; no-work, dry-run and rejected routes', () => {
    const batched = routeOutputs([...Array.from({ length: 3 }, (_, i) => ({ id: `a${i}`, wave: 1 })), { id: 'b', wave: 2 }], { maxJobsPerWave: 2 });
    const waves = JSON.parse(batched['waves'] as string) as { include: Record<string, unknown>[] }[];
    expect(waves.map((wave) => wave.include.map((entry) => entry['items'] ?? entry['id']))).toEqual([[['a0', 'a1'], ['a2']], ['b']]);
    expect(noWorkOutputs()).toMatchObject({ waves: '[]', 'wave-count': '0', 'wave-max-parallel': '[]', 'has-work': 'false' });
    expect(routeOutputs([{ id: 'x', wave: 1 }], { dryRun: true })).toMatchObject({ 'wave-count': '1', 'has-work': 'false' });
    expect(routeJobResult(rejectedOutputs('E012'))).toBe('failure');
    expect(routeJobResult(rejectedOutputs('E020'))).toBe('success');
    expect(() => routeOutputs([{ id: 'x', wave: 0 }])).toThrow('wave must be a positive integer');
  });
});
