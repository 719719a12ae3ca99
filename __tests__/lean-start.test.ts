// Start-up stays lean: the stand-ins that tsconfig.json aliases for the bundle (build/*-on-first-use.*) give the
// real modules on first use, and a run that stops at its inputs loads none of what only requests need.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');

describe.each([
  ['@actions/http-client', 'http-client-on-first-use.cjs', 'node_modules/@actions/http-client/lib/index.js'],
  ['@actions/exec', 'exec-on-first-use.cjs', 'node_modules/@actions/exec/lib/exec.js'],
])('the stand-in for %s', (_name, standIn, realPath) => {
  it('offers exactly the real module’s exports, as the real classes and functions (instanceof holds)', () => {
    // In a plain Node process: the stand-in requires an ES module, which Jest's module system does not.
    const check = `
      const facade = require(${JSON.stringify(join(root, 'build', standIn))});
      import(${JSON.stringify(join(root, realPath))}).then((real) => {
        const names = (m) => Object.keys(m).filter((n) => n !== '__esModule' && n !== 'default').sort();
        const same = names(real).every((n) => facade[n] === real[n]);
        console.log(JSON.stringify({ facade: names(facade), real: names(real), same }));
      });`;
    const result = JSON.parse(execFileSync(process.execPath, ['-e', check], { encoding: 'utf8' })) as {
      facade: string[];
      real: string[];
      same: boolean;
    };
    expect(result.facade).toEqual(result.real);
    expect(result.real.length).toBeGreaterThan(1);
    expect(result.same).toBe(true);
  });
});

describe('the built action', () => {
  const dist = join(root, 'dist');

  it('keeps undici out of the start-up bundle, in a file of its own', () => {
    expect(existsSync(join(dist, 'undici', 'index.cjs'))).toBe(true);
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain('llhttp');
    const { ProxyAgent } = require(join(dist, 'undici', 'index.cjs')) as { ProxyAgent: unknown };
    expect(typeof ProxyAgent).toBe('function');
  });

  it('loads neither node:https nor node:child_process when it stops at its inputs', () => {
    // Prints the built-in modules the process loaded, as it exits.
    const probe =
      "process.on('exit', () => process.stderr.write('\\nLOADED ' + process.moduleLoadList.join(',')))";
    let stderr = '';
    try {
      execFileSync(
        process.execPath,
        ['--import', `data:text/javascript,${encodeURIComponent(probe)}`, join(dist, 'index.js')],
        {
          env: { PATH: process.env.PATH },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (err) {
      stderr = (err as { stderr: string }).stderr;
    }
    const loaded = /LOADED (.*)/.exec(stderr)?.[1]?.split(',') ?? [];
    expect(loaded).toContain('NativeModule fs');
    expect(loaded).not.toContain('NativeModule https');
    expect(loaded).not.toContain('NativeModule child_process');
  });
});
