/**
 * dependency-cruiser: the server's modules never import each other in a circle. A cycle through
 * a domain's index.ts is one too: it means two domains each need the other, and one of them must
 * own the piece they share. Imports of types only are left out: the compiler erases them, so
 * they make no cycle when the code runs. `npm run lint` runs it (the `lint` step of `npm test`).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself again through its imports (types only excepted).',
      from: { path: '^lambdas/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|shared)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
