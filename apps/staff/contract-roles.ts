import path from 'node:path';
import type { Contract } from '@review-center/api-client/contract';
import { runnerImport, type Plugin } from 'vite';
import { sourceResolution } from '../../config/vite.shared.ts';

const ID = 'virtual:contract-roles';
const RESOLVED = `\0${ID}`;
const CONTRACT = path.resolve(import.meta.dirname, '../../packages/api-client/src/contract/index.ts');

/**
 * `virtual:contract-roles`: each staff call's `roles` by the call's name (a call
 * without `roles` is left out), read from the
 * contract when the console is built (decision 0060). The registry needs the roles, not the
 * calls' schemas, so the cashier's first load stays as small as before.
 */
export function contractRoles(): Plugin {
  return {
    name: 'review-center:contract-roles',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module, dependencies } = await runnerImport<{ contract: Contract }>(CONTRACT, {
        ...sourceResolution,
        configFile: false,
        logLevel: 'silent',
      });
      for (const file of dependencies) this.addWatchFile(file);
      const roles = Object.fromEntries(
        Object.entries(module.contract).flatMap(([name, call]) => ('roles' in call ? [[name, call.roles]] : [])),
      );
      return `export default ${JSON.stringify(roles)};`;
    },
  };
}
