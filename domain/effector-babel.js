// The Effector Babel pass that every bundle of domain code needs (docs/architecture.md "The state model"):
// it gives each store a stable sid, so `serialize(scope)` keeps it and the server and browser bundles agree.
// One definition for the web build and for the Vitest configs of web and domain.
import babel from 'vite-plugin-babel';

/** The web app's and the domain's sources, by their real paths (the domain is linked through the workspace). */
const SOURCES = /\/(web\/app|domain\/src)\/.*\.[cm]?[jt]sx?$/;

/** What a module that creates or reads units names in an import. */
const UNIT_PACKAGES = /['"](?:effector|patronum)(?:[-/][^'"]*)?['"]/;

/**
 * The Vite plugin. `build`: the production bundle, without source locations and without test files; otherwise
 * (tests) every unit also carries where it was created.
 * @param {{ build?: boolean }} [options]
 */
export const effectorBabel = ({ build = false } = {}) => {
  const plugin = babel({
    include: SOURCES,
    exclude: build ? /node_modules|\.test\./ : /node_modules/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      // Parse only: Vite strips the types afterwards.
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [['effector/babel-plugin', { addLoc: !build, addNames: true, reactSsr: false }]],
    },
  });
  // The pass only touches units imported from these packages; half the sources import none, and parsing and
  // printing them again was half of Babel's time in a build. The bundler's own hook filter skips them.
  return { ...plugin, transform: { filter: { code: UNIT_PACKAGES }, handler: plugin.transform } };
};
