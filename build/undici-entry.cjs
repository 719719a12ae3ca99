// Entry of dist/undici/index.cjs: undici on its own, loaded on first use (see undici-on-first-use.mjs).
// The path goes around the tsconfig alias of `undici`, which points at the stand-in.
module.exports = require('undici/index.js');
