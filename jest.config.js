/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/no-secrets.ts'],
  reporters: ['default', '<rootDir>/scripts/jest-plain-summary.cjs'],
};
