import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  // The reference app of `npm run lighthouse` and its build are not part of the project.
  modulePathIgnorePatterns: ['<rootDir>/scripts/perf/bare-next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/helpers/empty-module.js' },
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-dom.ts'],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  setupFiles: ['<rootDir>/tests/helpers/integration-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/signed-out-session.ts'],
  testTimeout: 30000,
})();

// Auth.js and file-type ship ES modules only: let next/jest's compiler turn them into CommonJS like our own code.
const ESM_PACKAGES = [
  'next-auth', '@auth', 'oauth4webapi', 'jose', '@panva', 'preact', 'preact-render-to-string',
  'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit',
];
function compileEsmPackages(project) {
  const allow = (pattern) => pattern.replace('(?!(geist|', `(?!(${ESM_PACKAGES.join('|')}|geist|`);
  return { ...project, transformIgnorePatterns: project.transformIgnorePatterns.map(allow) };
}

// testTimeout is a global option: a project-level value is ignored when jest runs projects.
const config = { testTimeout: 30000, projects: [compileEsmPackages(unit), compileEsmPackages(integration)] };
export default config;
