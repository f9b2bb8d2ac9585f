// First of `npm start`'s imports: the packages' production builds, as every function's bundle has them
// (infra/wiring/function-bundle.ts defines NODE_ENV), so pages render locally as on AWS, without React's
// development checks. `npm run dev` (Vite with hot reload) keeps the development builds.
if (!process.argv.includes('--dev')) process.env.NODE_ENV ??= 'production';
