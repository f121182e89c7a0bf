import { RootLayout } from '../features/shell/RootLayout.tsx';

/** The root layout route: every page renders inside it (product §2 "Header and shell"). */
export function Component() {
  return <RootLayout />;
}
