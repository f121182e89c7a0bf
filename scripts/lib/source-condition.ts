import { spawn } from 'node:child_process';
import { SOURCE_CONDITION } from '../../config/vite.shared.ts';

/**
 * Runs `main` with the API's modules resolved to their TypeScript source: when this process was
 * started without the condition, it starts itself again with it and exits as that child does.
 */
export async function withSourceCondition(main: () => Promise<void>): Promise<void> {
  if (process.execArgv.some((arg) => arg.includes(SOURCE_CONDITION))) return main();
  const child = spawn(
    process.execPath,
    [`--conditions=${SOURCE_CONDITION}`, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
}
