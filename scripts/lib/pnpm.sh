# The project's pinned pnpm, fetched by npx from the npm registry (corepack's signature check
# fails on these machines). pnpm then runs every script on the project's own Node 24, which
# the root devDependency "node" installs into node_modules/.bin.
PNPM_VERSION=12.21.0
pnpm() { npx --yes "pnpm@${PNPM_VERSION}" "$@"; }
export npm_config_update_notifier=false
