import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

describe('the bundle-time stand-in for undici', () => {
  it('builds a real ProxyAgent, loading undici only then', () => {
    const { ProxyAgent } = require('../build/undici-on-first-use.cjs') as {
      ProxyAgent: new (o: unknown) => { dispatch?: unknown; close?: () => Promise<void> };
    };
    const agent = new ProxyAgent({ uri: 'http://127.0.0.1:3128' });
    expect(agent.constructor.name).toBe('ProxyAgent');
    expect(typeof agent.dispatch).toBe('function');
  });
});
