// Zod decides, when it builds its first schema, whether it may compile parsers with `new Function`,
// and finds out by trying one. The Content-Security-Policy (no 'unsafe-eval') refuses it and the
// browser reports that as a violation, although zod catches it. Jitless parsing never tries. This
// classic script runs before the app's modules, so zod finds the setting when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
