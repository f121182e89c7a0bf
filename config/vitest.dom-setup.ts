// jest-dom matchers (toBeVisible, toHaveValue, ...) and cleanup between tests for jsdom projects.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait for a state, up to this bound: Testing Library's own second was a wait
// by time. In a test command run 4.9 times slower than CI, lazily loaded parts and options took
// longer than that to appear (the enrollment account step's branches, the account page's regions).
// What each test expects is unchanged; a state that never comes still fails, later.
configure({ asyncUtilTimeout: 30_000 });
