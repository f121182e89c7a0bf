/**
 * boot.ts's first step, React (react-dom's CommonJS build), through this module rather than
 * directly: the CommonJS interop then runs in this module's chunk, and the entry, which must run
 * on its own before any other script has arrived (it holds a submit, decision 0033), imports no
 * chunk of the bundler's helpers (decision 0044).
 */
export { hydrateRoot } from 'react-dom/client';
